import { Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCreditCard } from '@tabler/icons-react';
import { useAttemptKey } from '../../app/attempt-key';
import { money } from '../../app/format';
import { brandName } from '../billing';
import { type TermOrder, usePayTermOrders } from './api';

const NO_CARD = 'Please upload a credit/debit card in your dashboard.';

/**
 * The chosen open orders' total and 'Pay selected by card' (the default card), confirmed first.
 * One Idempotency-Key per attempt: sending the same payment again after a lost answer reuses it,
 * so the card is charged once however often the button is pressed.
 */
export function PayTermOrders({
  orders,
  card,
  onPaid,
  onFailed,
}: {
  orders: TermOrder[];
  card: { brand: string; last4: string } | null;
  onPaid: (message: string) => void;
  onFailed: (message: string) => void;
}) {
  const pay = usePayTermOrders();
  const attempt = useAttemptKey();
  const [confirming, { open, close }] = useDisclosure(false);
  const total = orders.reduce((sum, o) => sum + o.owed, 0);
  const count = orders.length;
  const cardLabel = card ? `${brandName(card.brand)} ENDS IN ${card.last4}` : null;
  const what = `${count} order${count === 1 ? '' : 's'}`;

  const submit = () => {
    if (pay.isPending || count === 0) return;
    const orderIds = orders.map((o) => o.id).sort((a, b) => a - b);
    const key = attempt.keyFor(orderIds.join(','));
    pay.mutate(
      { orderIds, key },
      {
        onSuccess: (r) => {
          attempt.settled(null);
          close();
          onPaid(r.message);
        },
        onError: (e) => {
          attempt.settled(e);
          close();
          onFailed(e.message);
        },
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="md" bg="gray.0">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Text fw={600} data-testid="term-selection-total" aria-live="polite">
            {count === 0 ? 'No orders selected' : `Selected: ${what} · ${money(total)}`}
          </Text>
          {cardLabel ? (
            <Text fz="sm" c="dimmed">
              Charged to your default card, {cardLabel}
            </Text>
          ) : (
            <Text fz="sm">{NO_CARD}</Text>
          )}
        </Stack>
        <Button
          color="press.5"
          leftSection={<IconCreditCard size={18} aria-hidden />}
          disabled={count === 0 || !card}
          loading={pay.isPending}
          onClick={open}
          data-testid="pay-term-orders"
        >
          Pay selected by card
        </Button>
      </Group>
      <Modal opened={confirming} onClose={close} title="Pay term orders" centered>
        <Stack gap="md">
          <Text fz="sm">
            Pay {money(total)} for {what} ({orders.map((o) => o.id).join(', ')}) with {cardLabel}? Your terms
            balance goes back up by the same amount.
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={pay.isPending}>
              Cancel
            </Button>
            <Button color="press.5" loading={pay.isPending} onClick={submit} data-autofocus>
              Pay {money(total)}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
