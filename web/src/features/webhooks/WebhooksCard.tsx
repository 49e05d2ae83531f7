import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Section } from '../../components/DetailSection';
import { LoadError } from '../../components/PageStates';
import { AddEndpointForm } from './AddEndpointForm';
import { useWebhookEndpoints } from './api';
import { EndpointItem } from './EndpointItem';
import { SecretNotice } from './SecretNotice';

/**
 * The Stores page's webhooks: the company's endpoints with their status and last deliveries, a
 * form to add one, and the signing secret shown once after adding or rotating.
 */
export function WebhooksCard() {
  const query = useWebhookEndpoints();
  const [secret, setSecret] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);

  return (
    <Section title="Webhooks" id="webhooks-title">
      <Stack gap="md">
        <Text fz="sm">
          We POST signed events about your orders to your endpoints (Standard Webhooks: webhook-id,
          webhook-timestamp and webhook-signature headers), and retry for about three days.
        </Text>
        {secret && <SecretNotice secret={secret} onDone={() => setSecret(null)} />}
        {query.isPending ? (
          <Center py="md">
            <Loader color="navy" size="sm" aria-label="Loading your webhook endpoints" />
          </Center>
        ) : query.isError ? (
          <LoadError
            title="Your webhook endpoints could not be loaded"
            message={query.error.message}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.length === 0 ? (
          <Text fz="sm">No webhook endpoints yet.</Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {query.data.map((e) => (
              <EndpointItem key={e.id} endpoint={e} onSecret={setSecret} />
            ))}
          </Stack>
        )}
        {adding ? (
          <AddEndpointForm
            onCreated={(s) => {
              setSecret(s);
              setAdding(false);
            }}
          />
        ) : (
          <div>
            <Button color="press.5" onClick={() => setAdding(true)}>
              Add endpoint
            </Button>
          </div>
        )}
      </Stack>
    </Section>
  );
}
