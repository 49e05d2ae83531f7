import { Group, Stack, Text } from '@mantine/core';
import { ACCOUNT_CREDIT_MSG, creditUse, formatMoney } from '@pressrun/domain';
import { useAccountCredit } from './api';

/**
 * The order's payment lines under its total: 'Account credit −$X.XX' and what is left to pay (or,
 * on a placed order, what the payment method paid). Nothing when no credit is used.
 */
export function CreditLines({ used, toPay, paidLabel }: { used: number; toPay: number; paidLabel?: string }) {
  if (used <= 0) return null;
  return (
    <Stack gap={6} mt={6} data-testid="credit-lines">
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text fz="sm">{ACCOUNT_CREDIT_MSG.label}</Text>
        <Text fz="sm" fw={600} c="teal.8" data-testid="summary-credit">
          −{formatMoney(used)}
        </Text>
      </Group>
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text fw={700}>{paidLabel ?? ACCOUNT_CREDIT_MSG.toPay}</Text>
        <Text fw={700} fz="lg" data-testid="summary-to-pay">
          {formatMoney(toPay)}
        </Text>
      </Group>
    </Stack>
  );
}

/**
 * Order review's credit lines: the company's balance spent on this total, as the checkout will
 * take it. Hidden until the total is calculated and while the company has no credit.
 */
export function AccountCreditSummary({ total }: { total: number | null }) {
  const credit = useAccountCredit(total !== null);
  if (total === null || !credit.data) return null;
  const use = creditUse(credit.data, total);
  return (
    <>
      <CreditLines used={use.used} toPay={use.toPay} />
      {use.used > 0 && use.toPay === 0 && (
        <Text fz="xs" c="dimmed" mt={4}>
          {ACCOUNT_CREDIT_MSG.covered}
        </Text>
      )}
    </>
  );
}
