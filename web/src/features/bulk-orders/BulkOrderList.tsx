import { Anchor, Badge, Box, Card, Center, Group, Loader, Progress, Stack, Table, Text } from '@mantine/core';
import { Fragment, useState } from 'react';
import { LoadError } from '../../components/PageStates';
import { type BulkOrderView, type BulkStatus, useBulkOrders } from './api';
import { RowErrors } from './RowErrors';

/** '1 order', '2,500 orders'. */
const count = (n: number, noun: string) => `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;

export const STATUS_COLOR: Record<BulkStatus, string> = {
  Received: 'gray',
  Processing: 'steel',
  Completed: 'teal',
  'Completed with errors': 'yellow',
  Failed: 'press',
};

/** A file whose every row failed placed nothing: it reads as a failure, not as a partial success. */
export const statusColor = (b: BulkOrderView) =>
  b.status === 'Completed with errors' && b.ordersPlaced === 0 ? STATUS_COLOR.Failed : STATUS_COLOR[b.status];

/** Created date and time in en-US format, as the list shows it: 11/25/2026, 4:05 PM. */
export const created = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'short', timeStyle: 'short' });

function StatusCell({ b }: { b: BulkOrderView }) {
  const working = b.status === 'Received' || b.status === 'Processing';
  return (
    <Stack gap={4}>
      <Badge variant="light" radius="sm" color={statusColor(b)} w="fit-content">
        {b.status}
      </Badge>
      {working && b.rowsTotal > 0 && (
        <Progress value={b.progress} size="sm" color="steel" aria-label={`${b.name} progress`} />
      )}
      <Text fz="xs" c="dimmed">
        {b.status === 'Failed'
          ? b.error
          : working
            ? `${b.rowsDone.toLocaleString('en-US')} of ${b.rowsTotal.toLocaleString('en-US')} rows`
            : `${b.ordersPlaced ? `${count(b.ordersPlaced, 'order')} placed` : 'No orders placed'} · ${count(b.rowsFailed, 'row')} with errors`}
      </Text>
    </Stack>
  );
}

/** The company's uploads: name linking to the file, when, status with progress, results file. */
export function BulkOrderList() {
  const list = useBulkOrders();
  // Uploads whose row errors are shown under them.
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((o) => {
      const next = new Set(o);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  if (list.isPending)
    return (
      <Center py="lg">
        <Loader size="sm" aria-label="Loading CSV orders" />
      </Center>
    );
  if (list.isError) return <LoadError message={list.error.message} onRetry={() => void list.refetch()} />;
  if (!list.data.length)
    return (
      <Text c="dimmed" ta="center" py="lg">
        No CSV documents found.
      </Text>
    );
  return (
    <>
      {/* Phones: one card per upload, so the status is never scrolled out of sight. */}
      <Stack gap="sm" component="ul" p={0} m={0} hiddenFrom="sm" style={{ listStyle: 'none' }}>
        {list.data.map((b) => (
          <Card component="li" key={b.id} withBorder radius="md" padding="sm" data-testid="bulk-order-card">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <NameCell b={b} />
              <Text fz="xs" c="dimmed" ta="right">
                {created(b.createdAt)}
              </Text>
            </Group>
            <Stack gap="xs" mt="xs">
              <StatusCell b={b} />
              <ResultsCell b={b} open={open.has(b.id)} onToggle={() => toggle(b.id)} />
              {open.has(b.id) && <RowErrors b={b} />}
            </Stack>
          </Card>
        ))}
      </Stack>
      <Box visibleFrom="sm">
        <BulkOrderTable rows={list.data} open={open} onToggle={toggle} />
      </Box>
    </>
  );
}

function NameCell({ b }: { b: BulkOrderView }) {
  return (
    <div>
      <Anchor href={b.fileUrl} download>
        {b.name}
      </Anchor>
      <Text fz="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {b.fileName}
      </Text>
    </div>
  );
}

function ResultsCell({ b, open, onToggle }: { b: BulkOrderView; open: boolean; onToggle: () => void }) {
  return b.resultsUrl ? (
    <Stack gap={4} align="flex-start">
      <Anchor href={b.resultsUrl} download fz="sm">
        Download results
      </Anchor>
      {b.status === 'Completed with errors' && (
        <Anchor component="button" type="button" fz="sm" onClick={onToggle} aria-expanded={open}>
          {open ? 'Hide row errors' : 'Show row errors'}
        </Anchor>
      )}
    </Stack>
  ) : (
    <Text fz="sm" c="dimmed">
      —
    </Text>
  );
}

function BulkOrderTable({
  rows,
  open,
  onToggle,
}: {
  rows: BulkOrderView[];
  open: ReadonlySet<number>;
  onToggle: (id: number) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={640} type="native" tabIndex={0} role="region" aria-label="CSV orders">
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Created</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Results</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((b) => (
            <Fragment key={b.id}>
              <Table.Tr data-testid="bulk-order-row">
                <Table.Td>
                  <NameCell b={b} />
                </Table.Td>
                <Table.Td>{created(b.createdAt)}</Table.Td>
                <Table.Td>
                  <StatusCell b={b} />
                </Table.Td>
                <Table.Td>
                  <ResultsCell b={b} open={open.has(b.id)} onToggle={() => onToggle(b.id)} />
                </Table.Td>
              </Table.Tr>
              {open.has(b.id) && (
                <Table.Tr>
                  <Table.Td colSpan={4}>
                    <RowErrors b={b} />
                  </Table.Td>
                </Table.Tr>
              )}
            </Fragment>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
