import { Alert, Button, Group, Loader, Text } from '@mantine/core';
import { ORDER_MSG } from '@pressrun/domain';
import { ErrorAlert } from '../../components/PageStates';
import type { usePaymentStep } from './api';
import type { useSubmitPayment } from './useSubmitPayment';

/**
 * What the payment step says above its cards: paid by card (and the order being confirmed, or why
 * it was not), approved by PayPal, or the step that could not be read, with a retry.
 */
export function CheckoutNotices({
  paidByCard,
  paidByPaypal,
  pay,
  step,
  unfinished,
}: {
  paidByCard: boolean;
  paidByPaypal: boolean;
  pay: ReturnType<typeof useSubmitPayment>;
  step: ReturnType<typeof usePaymentStep>;
  /** order review is not finished: the page is on its way back there */
  unfinished: boolean;
}) {
  return (
    <>
      {paidByCard && pay.error && (
        // Paid, but no order yet: said at the top, where the paid notice is, not below the items.
        <ErrorAlert>{pay.error.message}</ErrorAlert>
      )}
      {paidByCard && (
        <Alert color="teal" role="status">
          <Text fz="sm">Thank you for your payment.</Text>
          {pay.wait === 'placing' && (
            <Group gap="xs" mt={4} wrap="nowrap">
              <Loader size="xs" color="teal.8" aria-hidden />
              <Text fz="sm">Confirming your order…</Text>
            </Group>
          )}
        </Alert>
      )}
      {paidByPaypal && !paidByCard && (
        <Alert color="teal" role="status">
          {ORDER_MSG.walletPaid}
        </Alert>
      )}
      {step.isError && !unfinished && (
        <ErrorAlert>
          <Text fz="sm">{step.error.message}</Text>
          <Button mt="sm" size="xs" variant="default" onClick={() => void step.refetch()}>
            Try again
          </Button>
        </ErrorAlert>
      )}
    </>
  );
}
