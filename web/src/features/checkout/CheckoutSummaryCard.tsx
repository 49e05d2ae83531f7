import { Card, Skeleton, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { CreditLines } from '../account-credit';
import type { usePaymentStep } from './api';
import { OrderSummary } from './OrderSummary';

/** The payment step's 'Order summary' card: totals, account credit, the promo code, and `children` (Submit Order). */
export function CheckoutSummaryCard({
  step,
  children,
}: {
  step: ReturnType<typeof usePaymentStep>;
  children: ReactNode;
}) {
  const data = step.data;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="summary-title">
      <Title order={2} fz="lg" mb="sm" id="summary-title">
        Order summary
      </Title>
      {step.isPending ? <Skeleton h={180} /> : <OrderSummary quote={data?.quote ?? null} />}
      {data && <CreditLines used={data.credit.used} toPay={data.credit.toPay} />}
      {data?.promoCode && (
        <Text fz="sm" mt="xs">
          Promo code {data.promoCode}
        </Text>
      )}
      {children}
    </Card>
  );
}
