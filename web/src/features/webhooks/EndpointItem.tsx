import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  useDeleteEndpoint,
  useRotateSecret,
  useSendTest,
  useUpdateEndpoint,
  WEBHOOK_EVENTS,
  type WebhookEndpoint,
} from './api';
import { DeliveryLog, DeliveryStatus, lastAnswer, responseTime } from './DeliveryLog';

const eventLabel = (v: string) => WEBHOOK_EVENTS.find((e) => e.value === v)?.label ?? v;

/** One endpoint: its status, events and last deliveries, with test, rotate, enable, delete and the log. */
export function EndpointItem({
  endpoint,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  onSecret: (s: string) => void;
}) {
  const [showLog, setShowLog] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const test = useSendTest();
  const rotate = useRotateSecret();
  const update = useUpdateEndpoint();
  const remove = useDeleteEndpoint();
  const disabled = endpoint.disabledAt !== null;
  const failed = [test, rotate, update, remove].find((m) => m.isError)?.error;

  return (
    <Card withBorder radius="md" padding="md" component="li" aria-label={`Endpoint ${endpoint.url}`}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600} style={{ wordBreak: 'break-all' }}>
            {endpoint.url}
          </Text>
          <Badge variant="light" radius="sm" color={disabled ? 'press' : 'teal'} style={{ flexShrink: 0 }}>
            {disabled ? 'Disabled' : 'Active'}
          </Badge>
        </Group>
        {disabled && endpoint.disabledReason && <Text fz="sm">{endpoint.disabledReason}</Text>}
        <Text fz="sm" c="dimmed">
          {endpoint.events.map(eventLabel).join(', ')}
        </Text>
        {endpoint.previousSecretExpiresAt && (
          <Text fz="xs" c="dimmed">
            The previous secret also signs until{' '}
            {new Date(endpoint.previousSecretExpiresAt).toLocaleString('en-US')}.
          </Text>
        )}
        {endpoint.lastDeliveries.length > 0 && (
          <Stack gap={4} aria-label="Last deliveries">
            {endpoint.lastDeliveries.slice(0, 3).map((d) => (
              <Group key={d.id} gap="xs" fz="sm">
                <DeliveryStatus d={d} />
                <Text fz="sm">{d.eventType}</Text>
                <Text fz="xs" c="dimmed">
                  {lastAnswer(d)}
                  {typeof d.lastDurationMs === 'number' && ` · ${responseTime(d)}`}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            disabled={disabled}
            loading={test.isPending}
            onClick={() => test.mutate(endpoint.id)}
          >
            Send test
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={rotate.isPending}
            onClick={() => rotate.mutate(endpoint.id, { onSuccess: (r) => onSecret(r.secret) })}
          >
            Rotate secret
          </Button>
          <Button
            size="xs"
            variant="default"
            loading={update.isPending}
            onClick={() => update.mutate({ id: endpoint.id, enabled: disabled })}
          >
            {disabled ? 'Enable' : 'Disable'}
          </Button>
          <Button size="xs" variant="subtle" onClick={() => setShowLog((v) => !v)} aria-expanded={showLog}>
            {showLog ? 'Hide delivery log' : 'Delivery log'}
          </Button>
          {confirmDelete ? (
            <>
              <Button
                size="xs"
                color="red.8"
                loading={remove.isPending}
                onClick={() => remove.mutate(endpoint.id)}
              >
                Delete for good
              </Button>
              <Button size="xs" variant="subtle" onClick={() => setConfirmDelete(false)}>
                Keep
              </Button>
            </>
          ) : (
            <Button size="xs" variant="subtle" color="red.8" onClick={() => setConfirmDelete(true)}>
              Delete
            </Button>
          )}
        </Group>
        {test.isSuccess && !test.isPending && (
          <Text fz="sm" role="status">
            A test event is on its way; see the delivery log.
          </Text>
        )}
        {failed && (
          <Text fz="sm" c="red.8" role="alert">
            {failed.message}
          </Text>
        )}
        {showLog && <DeliveryLog endpointId={endpoint.id} />}
      </Stack>
    </Card>
  );
}
