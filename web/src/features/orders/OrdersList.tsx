import { Anchor, Card, Group, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatMoney, type OrderListItem } from '@pressrun/domain';
import { Link } from 'react-router';
import { formatDate } from '../../app/format';
import { OrderItemThumb } from '../../components/OrderItemList';
import { StatusBadge } from './StatusBadge';

const orderPath = (id: number) => `/dashboard/orders/${id}`;

const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/** 'Etsy Shop · order 1001': where an order came from, when a store placed it. */
function FromStore({ order }: { order: OrderListItem }) {
  const { store } = order;
  if (!store) return null;
  return (
    <Text fz="sm" style={{ overflowWrap: 'anywhere' }} data-testid="order-store">
      {store.name} · order {store.orderNumber}
    </Text>
  );
}

/** A phone's list: one card per order, the whole card a link to it. */
function OrderCards({ orders }: { orders: OrderListItem[] }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Orders">
      {orders.map((o) => (
        <li key={o.id}>
          <Card
            component={Link}
            to={orderPath(o.id)}
            withBorder
            radius="lg"
            padding="md"
            data-testid="order-row"
            style={{ color: 'inherit', textDecoration: 'none' }}
          >
            <Group gap="md" wrap="nowrap" align="flex-start">
              <OrderItemThumb url={o.previewUrl} alt="" size={56} />
              <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <Text fw={700}>Order {o.id}</Text>
                  <StatusBadge status={o.status} />
                </Group>
                {o.po && (
                  <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
                    PO {o.po}
                  </Text>
                )}
                <FromStore order={o} />
                <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {formatDate(o.createdAt)} · {items(o.totalQuantity)} · {o.shipToName}
                </Text>
                <Text fz="sm" fw={700}>
                  {formatMoney(o.total)}
                </Text>
              </Stack>
            </Group>
          </Card>
        </li>
      ))}
    </Stack>
  );
}

/** A wide screen's list: a table, the order's id linking to it. */
function OrderTable({ orders }: { orders: OrderListItem[] }) {
  // The Store column only for a list with an order from a store.
  const fromStores = orders.some((o) => o.store !== null);
  return (
    <Card withBorder radius="lg" padding={0}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Order</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            {fromStores && <Table.Th scope="col">Store</Table.Th>}
            <Table.Th scope="col">Placed</Table.Th>
            <Table.Th scope="col" ta="right">
              Quantity
            </Table.Th>
            <Table.Th scope="col">Ship to</Table.Th>
            <Table.Th scope="col" ta="right">
              Total
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((o) => (
            <Table.Tr key={o.id} data-testid="order-row">
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <OrderItemThumb url={o.previewUrl} alt="" size={48} iconSize={24} />
                  <Stack gap={0} miw={0}>
                    <Anchor component={Link} to={orderPath(o.id)} fw={700}>
                      Order {o.id}
                    </Anchor>
                    {o.po && (
                      <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        PO {o.po}
                      </Text>
                    )}
                  </Stack>
                </Group>
              </Table.Td>
              <Table.Td>
                <StatusBadge status={o.status} />
              </Table.Td>
              {fromStores && (
                <Table.Td>
                  <FromStore order={o} />
                </Table.Td>
              )}
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(o.createdAt)}</Table.Td>
              <Table.Td ta="right">{o.totalQuantity}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{o.shipToName}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatMoney(o.total)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

/**
 * The table needs some 730 px: from 768 px until the sidebar comes in at 992 px, and again from
 * 1200 px. Cards everywhere else (one of the two, never both in the page).
 */
const TABLE_FITS = '(min-width: 48em) and (max-width: 61.99em), (min-width: 75em)';

/** The orders, as cards on a phone and where the table would be cramped, else as a table. */
export function OrdersList({ orders }: { orders: OrderListItem[] }) {
  const wide = useMediaQuery(TABLE_FITS, false, { getInitialValueInEffect: false });
  return wide ? <OrderTable orders={orders} /> : <OrderCards orders={orders} />;
}
