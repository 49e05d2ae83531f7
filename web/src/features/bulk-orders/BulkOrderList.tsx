import { Anchor, Badge, Center, Loader, Progress, Stack, Table, Text } from '@mantine/core';
import { LoadError } from '../../components/PageStates';
import { type BulkOrderView, type BulkStatus, useBulkOrders } from './api';

const STATUS_COLOR: Record<BulkStatus, string> = {
  Received: 'gray',
  Processing: 'steel',
  Completed: 'teal',
  'Completed with errors': 'yellow',
  Failed: 'press',
};

/** Created date and time in en-US format, as the spec shows it: 11/25/2026, 4:05 PM. */
const created = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'short', timeStyle: 'short' });

function StatusCell({ b }: { b: BulkOrderView }) {
  const working = b.status === 'Received' || b.status === 'Processing';
  return (
    <Stack gap={4}>
      <Badge variant="light" radius="sm" color={STATUS_COLOR[b.status]} w="fit-content">
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
            : `${b.ordersPlaced.toLocaleString('en-US')} orders placed · ${b.rowsFailed.toLocaleString('en-US')} rows with errors`}
      </Text>
    </Stack>
  );
}

/** The company's uploads: name linking to the file, when, status with progress, results file. */
export function BulkOrderList() {
  const list = useBulkOrders();
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
          {list.data.map((b) => (
            <Table.Tr key={b.id} data-testid="bulk-order-row">
              <Table.Td>
                <Anchor href={b.fileUrl} download>
                  {b.name}
                </Anchor>
                <Text fz="xs" c="dimmed">
                  {b.fileName}
                </Text>
              </Table.Td>
              <Table.Td>{created(b.createdAt)}</Table.Td>
              <Table.Td>
                <StatusCell b={b} />
              </Table.Td>
              <Table.Td>
                {b.resultsUrl ? (
                  <Anchor href={b.resultsUrl} download>
                    Download results
                  </Anchor>
                ) : (
                  <Text fz="sm" c="dimmed">
                    —
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
