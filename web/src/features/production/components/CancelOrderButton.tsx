import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { cancelRefund, formatMoney, isOrderStatus } from '@pressrun/domain';
import { IconBan } from '@tabler/icons-react';
import { useState } from 'react';
import type { CancelResult, ProductionOrder, useCancelOrder } from '../api';

/** What cancelling gives back: the server's word when it sends one, else the refund policy's. */
function refundOf(data: ProductionOrder) {
  if (data.cancelRefund) return data.cancelRefund;
  const { status, total, createdAt } = data.order;
  if (!isOrderStatus(status)) return null;
  return cancelRefund({ status, total, placedAt: new Date(createdAt) }, new Date());
}

const REASON_MAX = 500;

type Refund = { amount: number; why: string };

const refundText = (r: Refund) =>
  r.amount > 0
    ? `${formatMoney(r.amount)} will be refunded to the customer.`
    : `Nothing will be refunded. ${r.why}`;

/** What a done cancel gave back. */
export const refundedText = (r: Refund) =>
  r.amount > 0 ? `${formatMoney(r.amount)} refunded to the customer.` : `Nothing refunded. ${r.why}`;

/** Cancel order, after a dialog that says what the customer gets back. */
export function CancelOrderButton({
  data,
  cancel,
  onCancelled,
}: {
  data: ProductionOrder;
  /** Held by the parent: this button goes once the order is cancelled, and the answer must still land. */
  cancel: ReturnType<typeof useCancelOrder>;
  onCancelled: (r: CancelResult | undefined) => void;
}) {
  const id = data.order.id;
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const refund = refundOf(data);

  const close = () => {
    if (cancel.isPending) return;
    setOpen(false);
    setError(null);
  };
  const confirm = () => {
    setError(null);
    cancel.mutate(reason.trim(), {
      onSuccess: (r) => {
        setOpen(false);
        setReason('');
        onCancelled(r);
      },
      onError: (e) => setError(e.message),
    });
  };

  return (
    <>
      <Button
        variant="outline"
        color="press"
        leftSection={<IconBan size={16} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        Cancel order
      </Button>
      <Modal opened={open} onClose={close} title={`Cancel order ${id}?`} centered>
        <Stack gap="sm">
          <Text fz="sm">The order stops here and cannot be moved on again.</Text>
          {refund && (
            <Text fz="sm" fw={600}>
              {refundText(refund)}
            </Text>
          )}
          <Textarea
            label="Reason (optional)"
            description="Shown on the order's timeline."
            maxLength={REASON_MAX}
            autosize
            minRows={2}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
          />
          {error && (
            <Alert color="press" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={cancel.isPending} data-autofocus>
              Keep the order
            </Button>
            <Button color="press" loading={cancel.isPending} onClick={confirm}>
              Cancel order
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
