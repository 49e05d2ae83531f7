import { Badge, Button, Center, Loader, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { LoadMore } from '../../components/LoadMore';
import { LoadError } from '../../components/PageStates';
import { useDeliveryLog, useReplayDelivery, type WebhookDelivery } from './api';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'short', timeStyle: 'medium' });

const STATUS_COLOR: Record<string, string> = { succeeded: 'teal', pending: 'steel', failed: 'press' };

/** A delivery's status in words; the colour only repeats it. */
export function DeliveryStatus({ d }: { d: WebhookDelivery }) {
  const label = d.status === 'succeeded' ? 'Succeeded' : d.status === 'failed' ? 'Failed' : 'Pending';
  return (
    <Badge variant="light" radius="sm" color={STATUS_COLOR[d.status] ?? 'gray'}>
      {label}
    </Badge>
  );
}

/** What the receiver answered last, or why there was no answer. */
export const lastAnswer = (d: WebhookDelivery) =>
  d.lastStatusCode !== null
    ? `HTTP ${d.lastStatusCode}`
    : d.lastError || (d.attempts === 0 ? 'Not sent yet' : '');

/** How long the receiver took to answer the last attempt (or to fail), or a dash before the first. */
export const responseTime = (d: WebhookDelivery) =>
  typeof d.lastDurationMs !== 'number' ? '—' : `${d.lastDurationMs.toLocaleString('en-US')} ms`;

/** An endpoint's deliveries, newest first, with 'Send again' on each. */
export function DeliveryLog({ endpointId }: { endpointId: number }) {
  const log = useDeliveryLog(endpointId);
  const replay = useReplayDelivery();
  if (log.isPending)
    return (
      <Center py="sm">
        <Loader size="sm" color="navy" aria-label="Loading deliveries" />
      </Center>
    );
  if (log.isError)
    return (
      <LoadError
        title="The delivery log could not be loaded"
        message={log.error.message}
        onRetry={() => void log.refetch()}
      />
    );
  const rows = log.data.pages.flatMap((p) => p.deliveries);
  if (rows.length === 0) return <Text fz="sm">No deliveries yet.</Text>;
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={720}>
        <Table fz="sm" verticalSpacing={6} aria-label="Delivery log">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Event</Table.Th>
              <Table.Th>Status</Table.Th>
              <Table.Th>Attempts</Table.Th>
              <Table.Th>Last answer</Table.Th>
              <Table.Th>Response time</Table.Th>
              <Table.Th>Created</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((d) => (
              <Table.Tr key={d.id}>
                <Table.Td>{d.eventType}</Table.Td>
                <Table.Td>
                  <DeliveryStatus d={d} />
                  {d.nextAttemptAt && (
                    <Text fz="xs" c="dimmed">
                      Next try {when(d.nextAttemptAt)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{d.attempts}</Table.Td>
                <Table.Td>{lastAnswer(d)}</Table.Td>
                <Table.Td>{responseTime(d)}</Table.Td>
                <Table.Td>
                  <time dateTime={d.createdAt}>{when(d.createdAt)}</time>
                </Table.Td>
                <Table.Td>
                  <Button
                    size="compact-xs"
                    variant="default"
                    loading={replay.isPending && replay.variables === d.id}
                    onClick={() => replay.mutate(d.id)}
                    aria-label={`Send delivery ${d.id} again`}
                  >
                    Send again
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {replay.isError && (
        <Text fz="sm" c="red.8" role="alert">
          {replay.error.message}
        </Text>
      )}
      <LoadMore pages={log} />
    </Stack>
  );
}
