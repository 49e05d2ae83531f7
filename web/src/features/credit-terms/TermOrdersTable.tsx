import { Anchor, Badge, Checkbox, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDateMedium, money } from '../../app/format';
import { StatusBadge } from '../../components/StatusBadge';
import type { TermOrder, TermPayment } from './api';

const PAYMENT_COLOR: Record<TermPayment, string> = {
  Open: 'press',
  Processing: 'steel',
  Paid: 'teal',
  'Not owed': 'gray',
};

export const isOpen = (o: TermOrder) => o.payment === 'Open';

/**
 * The term orders (spec: id, payment, status, amount, date), newest first. Open ones carry a
 * checkbox; the header's box selects or clears every open order shown.
 */
export function TermOrdersTable({
  orders,
  selected,
  onToggle,
  onToggleAll,
  disabled,
}: {
  orders: TermOrder[];
  selected: Set<number>;
  onToggle: (id: number) => void;
  onToggleAll: (select: boolean) => void;
  disabled?: boolean;
}) {
  const open = orders.filter(isOpen);
  const chosen = open.filter((o) => selected.has(o.id)).length;
  return (
    // Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too.
    <Table.ScrollContainer minWidth={640} type="native" tabIndex={0} role="region" aria-label="Term orders">
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={48}>
              <Checkbox
                aria-label="Select every open order"
                checked={open.length > 0 && chosen === open.length}
                indeterminate={chosen > 0 && chosen < open.length}
                disabled={disabled || open.length === 0}
                onChange={(e) => onToggleAll(e.currentTarget.checked)}
              />
            </Table.Th>
            <Table.Th scope="col">Order</Table.Th>
            <Table.Th scope="col">Payment</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col" ta="right">
              Amount
            </Table.Th>
            <Table.Th scope="col">Date</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((o) => (
            <Table.Tr key={o.id} data-testid={`term-order-${o.id}`}>
              <Table.Td>
                {isOpen(o) && (
                  <Checkbox
                    aria-label={`Select order ${o.id}`}
                    checked={selected.has(o.id)}
                    disabled={disabled}
                    onChange={() => onToggle(o.id)}
                  />
                )}
              </Table.Td>
              <Table.Th scope="row" fw={400}>
                <Anchor component={Link} to={`/dashboard/orders/${o.id}`} fw={600}>
                  Order {o.id}
                </Anchor>
                {o.po && (
                  <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    PO {o.po}
                  </Text>
                )}
              </Table.Th>
              <Table.Td>
                <Badge variant="light" radius="sm" tt="none" color={PAYMENT_COLOR[o.payment]}>
                  {o.payment}
                </Badge>
              </Table.Td>
              <Table.Td>
                <StatusBadge status={o.status} tt="none" />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(o.amount)}
                {isOpen(o) && o.owed !== o.amount && (
                  <Text fz="xs" c="dimmed">
                    {money(o.owed)} due
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={o.date}>{formatDateMedium(o.date)}</time>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
