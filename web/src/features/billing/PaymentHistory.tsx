import { Anchor, Badge, Card, Group, Skeleton, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatMoney } from '@pressrun/domain';
import { IconReceipt } from '@tabler/icons-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../app/format';
import { LoadMore } from '../../components/LoadMore';
import { LoadError } from '../../components/PageStates';
import { type PaymentHistoryRow, usePaymentHistory } from './api';

const KIND: Record<PaymentHistoryRow['kind'], string> = {
  charge: 'Order payment',
  refund: 'Refund',
  term_payment: 'Credit terms payment',
};

// Light badges whose text reaches 4.5:1 on their tint (theme.ts); the words say it, not the colour.
const STATUS: Record<PaymentHistoryRow['status'], { label: string; color: string }> = {
  authorized: { label: 'Authorized', color: 'steel' },
  paid: { label: 'Paid', color: 'teal' },
  charged_to_terms: { label: 'Charged to terms', color: 'navy' },
  refunded: { label: 'Refunded', color: 'gray' },
  canceled: { label: 'Canceled', color: 'gray' },
  failed: { label: 'Failed', color: 'press' },
};

function StatusOf({ row }: { row: PaymentHistoryRow }) {
  const s = STATUS[row.status];
  return (
    <Badge variant="light" radius="sm" color={s.color}>
      {s.label}
    </Badge>
  );
}

/** Money back reads as a minus; the row's type says it too. */
const amountOf = (r: PaymentHistoryRow) =>
  r.kind === 'refund' ? `−${formatMoney(r.amount)}` : formatMoney(r.amount);

/** 'Visa-style' last four with its dots, or PayPal / Credit Terms as they are. */
const paidWith = (r: PaymentHistoryRow) =>
  r.method === 'card' && /^\d{4}$/.test(r.last4) ? `•••• ${r.last4}` : r.last4;

function Orders({ ids }: { ids: number[] }) {
  if (!ids.length)
    return (
      <Text span c="dimmed">
        —
      </Text>
    );
  return (
    <>
      {ids.map((id, i) => (
        <Fragment key={id}>
          {i > 0 && ', '}
          <Anchor component={Link} to={`/dashboard/orders/${id}`}>
            Order {id}
          </Anchor>
        </Fragment>
      ))}
    </>
  );
}

function HistoryTable({ rows }: { rows: PaymentHistoryRow[] }) {
  return (
    <Card withBorder radius="lg" padding={0}>
      <Table verticalSpacing="sm" horizontalSpacing="md" highlightOnHover captionSide="top">
        <Table.Caption ta="left" px="md" pt="sm" c="dimmed">
          Charges and refunds, newest first
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Type</Table.Th>
            <Table.Th scope="col">Order</Table.Th>
            <Table.Th scope="col">Paid with</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col" ta="right">
              Amount
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.id} data-testid="payment-row">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(r.date)}</Table.Td>
              <Table.Td>{KIND[r.kind]}</Table.Td>
              <Table.Td>
                <Orders ids={r.orderIds} />
              </Table.Td>
              <Table.Td ff={r.method === 'card' ? 'monospace' : undefined} style={{ whiteSpace: 'nowrap' }}>
                {paidWith(r)}
              </Table.Td>
              <Table.Td>
                <StatusOf row={r} />
              </Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {amountOf(r)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}

function HistoryCards({ rows }: { rows: PaymentHistoryRow[] }) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Payments">
      {rows.map((r) => (
        <Card component="li" key={r.id} withBorder radius="lg" padding="md" data-testid="payment-row">
          <Stack gap={4}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text fw={700}>{KIND[r.kind]}</Text>
              <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                {amountOf(r)}
              </Text>
            </Group>
            <Group justify="space-between" gap="xs">
              <Text fz="sm" c="dimmed">
                {formatDate(r.date)} · {paidWith(r)}
              </Text>
              <StatusOf row={r} />
            </Group>
            <Text fz="sm">
              <Orders ids={r.orderIds} />
            </Text>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

/** Same breakpoints as the orders list: the table where it fits, cards elsewhere. */
const TABLE_FITS = '(min-width: 48em) and (max-width: 61.99em), (min-width: 75em)';

/** Payment History: every charge and refund of the company, newest first, 50 at a time. */
export function PaymentHistory() {
  const history = usePaymentHistory();
  const wide = useMediaQuery(TABLE_FITS, false, { getInitialValueInEffect: false });
  const rows = history.data?.pages.flatMap((p) => p.payments) ?? [];

  if (history.isPending)
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading payment history">
        <Skeleton h={56} radius="lg" />
        <Skeleton h={56} radius="lg" />
        <Skeleton h={56} radius="lg" />
      </Stack>
    );
  if (history.isError)
    return (
      <LoadError
        title="Payment history"
        message="We could not load your payment history."
        onRetry={() => void history.refetch()}
      />
    );
  if (!rows.length)
    return (
      <Card withBorder radius="lg" padding="xl" data-testid="payments-empty">
        <Stack align="center" gap="sm" py="md">
          <ThemeIcon size={56} radius="xl" variant="light" color="navy" aria-hidden>
            <IconReceipt size={30} />
          </ThemeIcon>
          <Text ta="center">No payments yet. The charges and refunds of your orders will show here.</Text>
        </Stack>
      </Card>
    );
  return (
    <Stack gap="md" align="stretch">
      {wide ? <HistoryTable rows={rows} /> : <HistoryCards rows={rows} />}
      <Group justify="center">
        <LoadMore pages={history} />
      </Group>
    </Stack>
  );
}
