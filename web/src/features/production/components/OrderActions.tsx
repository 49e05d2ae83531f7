import { Box, Button, Group, Stack, Text, Title } from '@mantine/core';
import { type OrderStatus, STATUS_LABEL } from '@pressrun/domain';
import { IconArrowRight } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { DismissibleError } from '../../../components/PageStates';
import { statusLabel } from '../../../components/StatusBadge';
import { type CancelResult, type ProductionOrder, useCancelOrder, useMoveOrder, useShipOrder } from '../api';
import { CancelOrderButton, refundedText } from './CancelOrderButton';
import { CARRIER_LABEL, ShipForm } from './ShipForm';

/**
 * What staff may do with the order now: move it to its next status, ship it (with a tracking
 * number) once it is in production, or cancel it. Each answer, good or bad, shows here.
 */
export function OrderActions({ data, leading }: { data: ProductionOrder; leading?: ReactNode }) {
  const { order } = data;
  const move = useMoveOrder(order.id);
  const cancel = useCancelOrder(order.id);
  const ship = useShipOrder(order.id);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Shipping needs a tracking number (the form below); cancelling asks first (its own button).
  const moves = data.nextStatuses.filter((s) => s !== 'OrderShipped' && s !== 'Disabled');
  const shippable = data.nextStatuses.includes('OrderShipped');
  const nothing = moves.length === 0 && !shippable && !data.canCancel;

  const moveTo = (to: OrderStatus) => {
    setDone(null);
    setError(null);
    move.mutate(to, {
      onSuccess: () => setDone(`Order ${order.id} moved to ${STATUS_LABEL[to]}.`),
      onError: (e) => setError(e.message),
    });
  };
  const cancelled = (r: CancelResult | undefined) => {
    setError(null);
    const said = r?.message ?? `Order ${order.id} has been cancelled`;
    setDone(r?.refund ? `${said}. ${refundedText(r.refund)}` : `${said}.`);
  };

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap">
        {moves.map((to) => (
          <Button
            key={to}
            rightSection={<IconArrowRight size={16} aria-hidden />}
            loading={move.isPending && move.variables === to}
            disabled={move.isPending}
            onClick={() => moveTo(to)}
          >
            Move to {STATUS_LABEL[to]}
          </Button>
        ))}
        {leading}
        {data.canCancel && (
          <Box ml={{ sm: 'auto' }}>
            <CancelOrderButton data={data} cancel={cancel} onCancelled={cancelled} />
          </Box>
        )}
      </Group>
      {nothing && (
        <Text fz="sm" c="dimmed">
          Nothing left to do: this order is {statusLabel(order.status)}.
        </Text>
      )}
      {shippable && (
        <Stack gap="xs">
          <Title order={3} fz="md" id="ship-title">
            Ship the order
          </Title>
          <ShipForm
            orderCarrier={order.carrier}
            ship={ship}
            onShipped={(carrier, number) =>
              setDone(
                `Order ${order.id} shipped with ${CARRIER_LABEL[carrier]} ${number}; the customer gets the tracking link by mail.`,
              )
            }
          />
        </Stack>
      )}
      {error && <DismissibleError message={error} onClose={() => setError(null)} />}
      <Text fz="sm" c="teal.9" role="status">
        {done ?? ''}
      </Text>
    </Stack>
  );
}
