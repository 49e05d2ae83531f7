import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { SandboxOrder, SandboxShop } from './api';

/** The platform's own badge colours (dark text on a pale fill, 7:1 or more). */
const STATUS: Record<SandboxOrder['status'], { label: string; bg: string; c: string }> = {
  open: { label: 'Unfulfilled', bg: '#ffeb78', c: '#4f4700' },
  fulfilled: { label: 'Fulfilled', bg: '#cdfee1', c: '#0c5132' },
  cancelled: { label: 'Cancelled', bg: '#e3e3e3', c: '#303030' },
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** How the order reached PressRun, in the store owner's words. */
function Delivery({ order }: { order: SandboxOrder }) {
  if (order.delivered === 'waiting_for_poll')
    return <>Waiting for PressRun to fetch it (every few minutes)</>;
  if (order.delivered === 'failed') return <>Not sent to PressRun: its access was revoked</>;
  if (order.delivered === 'fetched') return <>Fetched by PressRun</>;
  return <>Sent to PressRun</>;
}

/** The shop's orders, newest first: customer, lines, status, and the tracking PressRun sent back. */
export function SandboxOrders({ shop }: { shop: SandboxShop }) {
  if (shop.orders.length === 0)
    return (
      <Text fz="sm" c="#1a1a1a">
        No orders yet. Place a test order above, as a customer would.
      </Text>
    );
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Orders">
      {shop.orders.map((o) => (
        <Card
          key={o.id}
          component="li"
          withBorder
          radius="md"
          padding="sm"
          aria-label={`Order ${o.number}`}
          data-testid="sandbox-order"
        >
          <Stack gap={4}>
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Stack gap={0} miw={0}>
                <Text fw={700} c="#1a1a1a">
                  Order {o.number}
                </Text>
                <Text fz="sm" c="#4a4a4a">
                  {o.customer} · {when(o.createdAt)}
                </Text>
              </Stack>
              <Badge radius="sm" bg={STATUS[o.status].bg} c={STATUS[o.status].c} style={{ flexShrink: 0 }}>
                {STATUS[o.status].label}
              </Badge>
            </Group>
            <Text fz="sm" c="#1a1a1a" style={{ overflowWrap: 'anywhere' }}>
              {o.lines.map((l) => `${l.quantity} × ${l.title}`).join(', ')}
            </Text>
            <Text fz="sm" c="#4a4a4a" data-testid="sandbox-order-delivery">
              <Delivery order={o} />
            </Text>
            {o.fulfilment && (
              <Text fz="sm" c="#1a1a1a" data-testid="sandbox-order-tracking">
                Shipped by PressRun with {o.fulfilment.carrier}, tracking{' '}
                {o.fulfilment.trackingUrl ? (
                  <Anchor href={o.fulfilment.trackingUrl} target="_blank" rel="noreferrer" fz="sm" c="blue.9">
                    {o.fulfilment.trackingNumber}
                  </Anchor>
                ) : (
                  o.fulfilment.trackingNumber
                )}
              </Text>
            )}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
