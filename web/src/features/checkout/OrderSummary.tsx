import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatMoney, PROCESSING_FEE_LABEL, RESALE_TAX_EXEMPT_NOTE } from '@pressrun/domain';
import type { Quote } from './api';

/** What the summary shows: a quote, or a placed order's totals (which keep no promo percentage nor tax reason). */
export type SummaryTotals = Pick<
  Quote,
  'items' | 'shipping' | 'fee' | 'tax' | 'discount' | 'total' | 'carrier' | 'method'
> &
  Partial<Pick<Quote, 'promoPercent' | 'taxExempt'>>;

const ZERO: SummaryTotals = {
  items: 0,
  shipping: 0,
  fee: 0,
  tax: 0,
  discount: 0,
  total: 0,
  carrier: '',
  method: '',
  promoPercent: null,
};

/** The order summary: what the server computed, or zeros until the total is calculated. */
export function OrderSummary({ quote }: { quote: SummaryTotals | null }) {
  const q = quote ?? ZERO;
  const row = (label: string, cents: number, testId: string) => (
    <Group justify="space-between">
      <Text fz="sm">{label}</Text>
      <Text fz="sm" fw={600} data-testid={testId}>
        {formatMoney(cents)}
      </Text>
    </Group>
  );
  return (
    <Stack gap={6} aria-live="polite">
      {row('Items', q.items, 'summary-items')}
      {row('Shipping', q.shipping, 'summary-shipping')}
      {row(PROCESSING_FEE_LABEL, q.fee, 'summary-fee')}
      {row('Estimated tax', q.tax, 'summary-tax')}
      {q.taxExempt && (
        <Text fz="xs" c="dimmed" data-testid="summary-tax-exempt">
          {RESALE_TAX_EXEMPT_NOTE}
        </Text>
      )}
      {q.discount > 0 &&
        row(q.promoPercent ? `Discount (${q.promoPercent} %)` : 'Discount', -q.discount, 'summary-discount')}
      <Divider my={4} />
      <Group justify="space-between">
        <Text fw={700}>Total</Text>
        <Text fw={700} fz="lg" data-testid="summary-total">
          {formatMoney(q.total)}
        </Text>
      </Group>
      {quote && (
        <Text fz="xs" c="dimmed">
          Ships by {q.carrier} {q.method}.
        </Text>
      )}
    </Stack>
  );
}
