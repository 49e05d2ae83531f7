import { Button, Card, Center, Group, Loader, Stack, Text } from '@mantine/core';
import {
  FACILITIES,
  type Facility,
  FULFIL_MSG,
  isOrderStatus,
  type OrderStatus,
  STATUS_LABEL,
} from '@pressrun/domain';
import { IconArrowRight } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { LoadMore } from '../../components/LoadMore';
import { DismissibleError, LoadError } from '../../components/PageStates';
import { StaffFrame } from '../../components/StaffFrame';
import { type BulkMoveTo, useQueue } from './api';
import { MoveResultAlert } from './components/MoveResultAlert';
import { QueueFilters } from './components/QueueFilters';
import { QueueTable } from './components/QueueTable';
import { useBulkMove } from './useBulkMove';

/** Where a bulk move takes the orders of a status; shipping and cancelling are one order at a time. */
const BULK_NEXT: Partial<Record<OrderStatus, BulkMoveTo>> = {
  Created: 'ReadyToProduce',
  ReadyToProduce: 'InProduction',
};

const isFacility = (f: string | null): f is Facility => (FACILITIES as readonly string[]).includes(f ?? '');

/**
 * /admin/production: the orders to make, by status and facility, oldest first. Staff tick orders
 * and move them on together; the filters live in the address (?status=…&facility=…), so a view
 * can be shared and survives a reload.
 */
export default function ProductionQueuePage() {
  const [params, setParams] = useSearchParams();
  const s = params.get('status') ?? '';
  const status: OrderStatus = isOrderStatus(s) ? s : 'Created';
  const f = params.get('facility');
  const facility = isFacility(f) ? f : null;
  const queue = useQueue(status, facility);
  const counts = queue.data?.pages[0]?.counts;

  return (
    <StaffFrame title="Production">
      <Card withBorder radius="lg" padding="md" component="section" aria-label="Filters">
        <QueueFilters
          status={status}
          facility={facility}
          counts={counts}
          onChange={(next) => {
            const p = new URLSearchParams({ status: next.status });
            if (next.facility) p.set('facility', next.facility);
            setParams(p);
          }}
        />
      </Card>
      {/* A fresh queue (no ticks, no old result) for every filter. */}
      <Queue key={`${status}|${facility ?? ''}`} status={status} query={queue} />
    </StaffFrame>
  );
}

function Queue({ status, query }: { status: OrderStatus; query: ReturnType<typeof useQueue> }) {
  const to = BULK_NEXT[status];
  const { selected, select, moveSelected, moving, result, setResult, error, setError } = useBulkMove(to);

  if (query.isPending)
    return (
      <Center py="xl">
        <Loader color="navy" aria-label="Loading the queue" />
      </Center>
    );
  if (query.isError)
    return (
      <LoadError
        title="The queue could not be loaded"
        icon={null}
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );

  const orders = query.data.pages.flatMap((p) => p.orders);

  return (
    <Stack gap="md">
      {result && to && <MoveResultAlert result={result} to={to} onClose={() => setResult(null)} />}
      {error && <DismissibleError message={error} onClose={() => setError(null)} />}
      <Card
        withBorder
        radius="lg"
        padding="sm"
        component="section"
        aria-label={`${STATUS_LABEL[status]} orders`}
      >
        <Stack gap="sm">
          {to && orders.length > 0 && (
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Text fz="sm" role="status">
                {selected.size} selected
              </Text>
              <Button
                rightSection={<IconArrowRight size={16} aria-hidden />}
                disabled={selected.size === 0}
                loading={moving}
                onClick={moveSelected}
              >
                Move to {STATUS_LABEL[to]}
              </Button>
            </Group>
          )}
          {orders.length === 0 ? (
            <Stack gap={4} align="center" py="xl">
              <Text fw={600}>{FULFIL_MSG.noOrders}</Text>
              <Text fz="sm" c="dimmed" ta="center">
                No order is {STATUS_LABEL[status]} here right now.
              </Text>
            </Stack>
          ) : (
            <QueueTable
              orders={orders}
              selected={to ? selected : undefined}
              onSelect={to ? select : undefined}
            />
          )}
          {orders.length > 0 && (
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Text fz="sm" c="dimmed">
                Showing {orders.length} {orders.length === 1 ? 'order' : 'orders'}, oldest first
              </Text>
              <LoadMore pages={query} />
            </Group>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
