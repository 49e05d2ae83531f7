import { Anchor, Checkbox, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import type { QueueOrder } from '../api';

const count = new Intl.NumberFormat('en-US');

/**
 * The queue's orders, oldest first. With `selected` each row has a checkbox and the header one
 * that picks every order shown; without it (statuses no bulk move leaves) there are none.
 */
export function QueueTable({
  orders,
  selected,
  onSelect,
}: {
  orders: QueueOrder[];
  selected?: Set<number>;
  onSelect?: (ids: number[], on: boolean) => void;
}) {
  const picking = selected !== undefined && onSelect !== undefined;
  const picked = picking ? orders.filter((o) => selected.has(o.id)).length : 0;

  // Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too.
  return (
    <Table.ScrollContainer
      minWidth={picking ? 900 : 860}
      type="native"
      tabIndex={0}
      role="region"
      aria-label="Orders in the queue"
    >
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {picking && (
              <Table.Th scope="col" w={40}>
                <Checkbox
                  aria-label="Select all orders shown"
                  checked={picked > 0 && picked === orders.length}
                  indeterminate={picked > 0 && picked < orders.length}
                  disabled={orders.length === 0}
                  onChange={(e) =>
                    onSelect(
                      orders.map((o) => o.id),
                      e.currentTarget.checked,
                    )
                  }
                />
              </Table.Th>
            )}
            <Table.Th scope="col">Order</Table.Th>
            <Table.Th scope="col">PO</Table.Th>
            <Table.Th scope="col">Company</Table.Th>
            <Table.Th scope="col">Placed</Table.Th>
            <Table.Th scope="col" ta="right">
              Items
            </Table.Th>
            <Table.Th scope="col" ta="right">
              Quantity
            </Table.Th>
            <Table.Th scope="col">Ship to</Table.Th>
            <Table.Th scope="col">Shipping</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((o) => (
            <Table.Tr key={o.id} bg={selected?.has(o.id) ? 'navy.0' : undefined}>
              {picking && (
                <Table.Td>
                  <Checkbox
                    aria-label={`Select order ${o.id}`}
                    checked={selected.has(o.id)}
                    onChange={(e) => onSelect([o.id], e.currentTarget.checked)}
                  />
                </Table.Td>
              )}
              <Table.Th scope="row">
                <Anchor component={Link} to={`/admin/production/${o.id}`} fw={600}>
                  {o.id}
                </Anchor>
              </Table.Th>
              <Table.Td miw={90} style={{ overflowWrap: 'anywhere' }}>
                {o.po || (
                  <Text span c="dimmed" fz="sm">
                    None
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{o.companyName}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={o.createdAt}>{dayjs(o.createdAt).format('MMM D, YYYY h:mm A')}</time>
              </Table.Td>
              <Table.Td ta="right">{count.format(o.itemCount)}</Table.Td>
              <Table.Td ta="right">{count.format(o.totalQuantity)}</Table.Td>
              <Table.Td>{o.shipToName}</Table.Td>
              <Table.Td>{o.shippingOption}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
