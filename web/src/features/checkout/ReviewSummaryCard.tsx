import { Box, Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { AccountCreditSummary } from '../account-credit';
import { OrderSummary } from './OrderSummary';
import { PromoEntry } from './PromoEntry';
import type { OrderReview } from './useOrderReview';

/** Order review's 'Order summary' card: the totals (dimmed while new ones come), credit and promo. */
export function ReviewSummaryCard({ state, children }: { state: OrderReview; children: ReactNode }) {
  const { review, locked, items } = state;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="summary-title">
      <Title order={2} fz="lg" mb="sm" id="summary-title">
        Order summary
      </Title>
      <Box
        aria-busy={review.pending}
        data-testid="order-summary-totals"
        style={{ opacity: review.pending && locked ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <OrderSummary quote={items.length ? review.totals : null} />
      </Box>
      <AccountCreditSummary total={items.length && review.totals ? review.totals.total : null} />
      <PromoEntry heldCode={state.held.data?.promoCode ?? null} onChange={state.onPromoChange} />
      {children}
    </Card>
  );
}
