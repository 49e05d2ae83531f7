import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { MSG } from '@pressrun/domain';
import { IconX } from '@tabler/icons-react';
import { useCancelOrder } from './api';
import { refundText } from './orderText';

/**
 * Cancel order: the dialog says what would be refunded before the customer decides. The server
 * checks the status again, so a page gone stale answers with why it cannot (409).
 */
export function CancelOrderButton({
  orderId,
  refund,
}: {
  orderId: number;
  refund: { amount: number; why: string } | null;
}) {
  const cancel = useCancelOrder(orderId);
  const confirm = () =>
    modals.openConfirmModal({
      title: `Cancel order ${orderId}?`,
      centered: true,
      children: (
        <>
          <Text fz="sm" data-testid="cancel-refund">
            {refundText(refund)}
          </Text>
          <Text fz="sm" mt="xs">
            A cancelled order is not produced and cannot be restored.
          </Text>
        </>
      ),
      labels: { confirm: 'Cancel order', cancel: 'Keep order' },
      confirmProps: { color: 'press.5' },
      onConfirm: () =>
        cancel.mutate(undefined, {
          onSuccess: (r) => notifications.show({ color: 'green', title: 'Success', message: r.message }),
          onError: (e) =>
            notifications.show({
              color: 'red',
              title: 'Error',
              autoClose: false,
              message: e instanceof Error ? e.message : MSG.somethingWrong,
            }),
        }),
    });
  return (
    <Button
      variant="outline"
      color="press.5"
      leftSection={<IconX size={16} aria-hidden />}
      loading={cancel.isPending}
      onClick={confirm}
    >
      Cancel order
    </Button>
  );
}
