import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ApiError } from '../../app/api';
import { useCreateEndpoint, WEBHOOK_EVENTS } from './api';

/** URL and events of a new endpoint; hands the secret (shown once) up to the card. */
export function AddEndpointForm({ onCreated }: { onCreated: (secret: string) => void }) {
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<string[]>(WEBHOOK_EVENTS.map((e) => e.value));
  const create = useCreateEndpoint();
  const error = create.error instanceof ApiError ? create.error : null;
  // The server names a bad event 'events' or 'events.<n>'; anything else is about the URL.
  const eventsError =
    error && Object.keys(error.fields).some((k) => k.startsWith('events')) ? error.message : undefined;
  const urlError = create.error && !eventsError ? (error?.fields.url ?? create.error.message) : undefined;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    create.mutate(
      { url, events },
      {
        onSuccess: (res) => {
          setUrl('');
          onCreated(res.secret);
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Add a webhook endpoint">
      <Stack gap="sm">
        <TextInput
          label="Endpoint URL"
          placeholder="https://example.com/webhooks/pressrun"
          type="url"
          required
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          error={urlError}
        />
        <Checkbox.Group label="Events" value={events} onChange={setEvents} error={eventsError}>
          <Stack gap={6} mt={6}>
            {WEBHOOK_EVENTS.map((e) => (
              <Checkbox key={e.value} value={e.value} label={e.label} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Group>
          <Button type="submit" color="press.5" loading={create.isPending}>
            Add endpoint
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
