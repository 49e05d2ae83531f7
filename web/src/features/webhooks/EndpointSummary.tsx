import { Badge, Group, Stack, Text } from '@mantine/core';
import { WEBHOOK_EVENTS, type WebhookEndpoint } from './api';
import { DeliveryStatus, lastAnswer, responseTime } from './DeliveryLog';

const eventLabel = (v: string) => WEBHOOK_EVENTS.find((e) => e.value === v)?.label ?? v;

/** An endpoint's address and status, its events, the previous secret's end, and its last three deliveries. */
export function EndpointSummary({ endpoint }: { endpoint: WebhookEndpoint }) {
  const disabled = endpoint.disabledAt !== null;
  return (
    <>
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
    </>
  );
}
