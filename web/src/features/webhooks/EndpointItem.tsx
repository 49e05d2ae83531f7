import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import {
  useDeleteEndpoint,
  useRotateSecret,
  useSendTest,
  useUpdateEndpoint,
  type WebhookEndpoint,
} from './api';
import { DeleteEndpointButton } from './DeleteEndpointButton';
import { DeliveryLog } from './DeliveryLog';
import { EndpointSummary } from './EndpointSummary';

/** One endpoint: its status, events and last deliveries, with test, rotate, enable, delete and the log. */
export function EndpointItem({
  endpoint,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  onSecret: (s: string) => void;
}) {
  const [showLog, setShowLog] = useState(false);
  const test = useSendTest();
  const rotate = useRotateSecret();
  const update = useUpdateEndpoint();
  const remove = useDeleteEndpoint();
  const disabled = endpoint.disabledAt !== null;
  const failed = [test, rotate, update, remove].find((m) => m.isError)?.error;

  return (
    <Card withBorder radius="md" padding="md" component="li" aria-label={`Endpoint ${endpoint.url}`}>
      <Stack gap="xs">
        <EndpointSummary endpoint={endpoint} />
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
          <DeleteEndpointButton endpointId={endpoint.id} remove={remove} />
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
