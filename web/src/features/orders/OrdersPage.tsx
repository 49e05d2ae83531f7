import { Button, Card, Group, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  DEFAULT_ORDER_SORT,
  FULFIL_MSG,
  isOrderSort,
  isOrderStatus,
  type OrderSort,
  type OrderStatus,
} from '@pressrun/domain';
import { IconPackage, IconPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { LoadMore } from '../../components/LoadMore';
import { ErrorAlert, LoadError } from '../../components/PageStates';
import { COMPANY_NAME } from '../../components/site';
import { useOrdersList } from './api';
import { OrdersList } from './OrdersList';
import { OrdersToolbar } from './OrdersToolbar';

function NewOrderButton() {
  return (
    <Button component={Link} to="/catalog" color="press.5" leftSection={<IconPlus size={16} aria-hidden />}>
      New Order
    </Button>
  );
}

/**
 * /dashboard/orders: the company's orders, Created first and Cancelled last, newest first within a
 * status unless another sort is chosen; filters, search and sort are in the address
 * (?status=…&store=…&q=…&sort=…), so reload and back keep them. The
 * frame's Orders Placed strip shows the count this list brings.
 */
export default function OrdersPage() {
  useEffect(() => {
    document.title = `Orders · ${COMPANY_NAME}`;
  }, []);
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('status') ?? '';
  const status: OrderStatus | null = isOrderStatus(rawStatus) ? rawStatus : null;
  const q = (params.get('q') ?? '').trim();
  const rawSort = params.get('sort') ?? '';
  const sort: OrderSort = isOrderSort(rawSort) ? rawSort : DEFAULT_ORDER_SORT;
  const rawStore = params.get('store') ?? '';
  const store = /^[1-9]\d{0,9}$/.test(rawStore) ? Number(rawStore) : null;
  const list = useOrdersList(status, q, sort, store);
  const orders = list.data?.pages.flatMap((p) => p.orders) ?? [];

  const setParam = (name: 'status' | 'q' | 'sort' | 'store', value: string | null, replace: boolean) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace },
    );

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ letterSpacing: '-0.01em' }}>
            Orders
          </Title>
          <Text c="dimmed">Follow your orders from production to your customer’s door.</Text>
        </Stack>
        <NewOrderButton />
      </Group>

      <OrdersToolbar
        status={status}
        q={q}
        // A new filter is a step back can undo; typing a search only refines the current one.
        onStatus={(s) => setParam('status', s, false)}
        onSearch={(text) => setParam('q', text, true)}
        sort={sort}
        onSort={(s) => setParam('sort', s === DEFAULT_ORDER_SORT ? null : s, false)}
        store={store}
        onStore={(id) => setParam('store', id === null ? null : String(id), false)}
      />

      {list.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading orders" data-testid="orders-loading">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} h={84} radius="lg" />
          ))}
        </Stack>
      ) : list.isError && orders.length === 0 ? (
        <LoadError message={list.error.message} onRetry={() => void list.refetch()} />
      ) : orders.length === 0 ? (
        <Card withBorder radius="lg" padding="xl" data-testid="orders-empty">
          <Stack align="center" gap="sm" py="lg">
            <ThemeIcon size={56} radius="xl" variant="light" color="navy">
              <IconPackage size={30} aria-hidden />
            </ThemeIcon>
            <Title order={2} fz="lg">
              {FULFIL_MSG.noOrders}
            </Title>
            <Text c="dimmed" ta="center" maw={420}>
              {status || q || store
                ? 'No order matches this filter and search.'
                : 'Choose a product from the catalog and place your first order — it will appear here.'}
            </Text>
            <NewOrderButton />
          </Stack>
        </Card>
      ) : (
        <Stack
          gap="md"
          aria-busy={list.isPlaceholderData}
          style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
        >
          <OrdersList orders={orders} />
          {list.isFetchNextPageError && <ErrorAlert icon={null}>{list.error?.message}</ErrorAlert>}
          <Group justify="space-between" gap="sm">
            <Text fz="sm" c="dimmed" aria-live="polite" data-testid="orders-shown">
              Showing {orders.length} {orders.length === 1 ? 'order' : 'orders'}
            </Text>
            <LoadMore pages={list} />
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
