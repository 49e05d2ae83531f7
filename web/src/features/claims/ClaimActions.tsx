import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { formatMoney } from '@pressrun/domain';
import { IconCash, IconPrinter, IconReceipt, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { type StaffClaim, useSettleClaim } from './api';

type Mode = 'reprint' | 'refund' | 'credit' | 'reject';

const NOTE_MAX = 2000;

const CONFIRM: Record<Mode, string> = {
  reprint: 'Reprint',
  refund: 'Refund',
  credit: 'Give credit',
  reject: 'Reject claim',
};

const TITLE: Record<Mode, string> = {
  reprint: 'Reprint the order',
  refund: 'Refund the order',
  credit: 'Give account credit',
  reject: 'Reject the claim',
};

function what(mode: Mode, { claim, order }: StaffClaim) {
  switch (mode) {
    case 'reprint':
      return `A new order for the same items, shipped to the same address at no charge, goes into production as a reprint of order ${order.id}.`;
    case 'refund':
      return `${formatMoney(order.refundable)} of order ${order.id} goes back the way it was paid.`;
    case 'credit':
      return `${claim.companyName} gets ${formatMoney(order.total)} of account credit (the order’s total).`;
    case 'reject':
      return 'The customer is mailed that the claim was not accepted, with your reason.';
  }
}

/**
 * Settling an open claim: reprint, refund or account credit (each confirmed, with an optional note
 * the customer reads), or reject (with the reason the customer is told). `onDone` gets the outcome.
 */
export function ClaimActions({ detail, onDone }: { detail: StaffClaim; onDone: (message: string) => void }) {
  const settle = useSettleClaim(detail.claim.id);
  const [mode, setMode] = useState<Mode | null>(null);
  const [text, setText] = useState('');
  const open = (m: Mode) => {
    settle.reset();
    setText('');
    setMode(m);
  };
  const close = () => setMode(null);
  const rejecting = mode === 'reject';
  const canConfirm = !rejecting || text.trim() !== '';

  const confirm = () => {
    if (!mode || !canConfirm) return;
    settle.mutate(
      mode === 'reject'
        ? { kind: 'reject', reason: text.trim() }
        : { kind: 'resolve', resolution: mode, note: text.trim() },
      {
        onSuccess: (r) => {
          close();
          onDone(r.message);
        },
      },
    );
  };

  return (
    <>
      <Group gap="sm" wrap="wrap">
        <Button leftSection={<IconPrinter size={18} aria-hidden />} onClick={() => open('reprint')}>
          Reprint
        </Button>
        <Button
          variant="default"
          leftSection={<IconCash size={18} aria-hidden />}
          onClick={() => open('refund')}
          disabled={detail.order.refundable <= 0}
        >
          Refund {formatMoney(detail.order.refundable)}
        </Button>
        <Button
          variant="default"
          leftSection={<IconReceipt size={18} aria-hidden />}
          onClick={() => open('credit')}
        >
          Account credit
        </Button>
        <Button
          variant="outline"
          color="press"
          leftSection={<IconX size={18} aria-hidden />}
          onClick={() => open('reject')}
        >
          Reject
        </Button>
      </Group>
      {detail.order.refundable <= 0 && (
        <Text fz="xs" c="dimmed" mt="xs">
          Order {detail.order.id} has been refunded in full already.
        </Text>
      )}
      <Modal opened={mode !== null} onClose={close} title={mode ? TITLE[mode] : ''} centered>
        {mode && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              confirm();
            }}
            noValidate
          >
            <Stack gap="sm">
              <Text fz="sm">{what(mode, detail)}</Text>
              <Textarea
                label={rejecting ? 'Reason' : 'Note (optional)'}
                description={
                  rejecting ? 'The customer reads this in the mail.' : 'Added to the mail the customer gets.'
                }
                value={text}
                onChange={(e) => setText(e.currentTarget.value)}
                maxLength={NOTE_MAX}
                autosize
                minRows={3}
                maxRows={8}
                withAsterisk={rejecting}
                data-autofocus
              />
              {settle.isError && (
                <Alert color="press" role="alert" title="Error">
                  {settle.error.message}
                </Alert>
              )}
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={close}>
                  Cancel
                </Button>
                <Button
                  type="submit"
                  color={rejecting ? 'press' : undefined}
                  loading={settle.isPending}
                  disabled={!canConfirm}
                >
                  {CONFIRM[mode]}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </>
  );
}
