import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Section } from '../../components/DetailSection';
import { LoadError } from '../../components/PageStates';
import { ApiKeyItem } from './ApiKeyItem';
import { useApiKeys, useCreateApiKey, useDismissRevocationNotice } from './api';
import { KeyReveal } from './KeyReveal';

/**
 * The Stores page's API keys: the key made with the account shown whole once (with copy), the
 * company's keys by name and prefix, a form to make another, rename in place and revoke.
 */
export function ApiKeysCard() {
  const query = useApiKeys();
  const create = useCreateApiKey();
  const dismiss = useDismissRevocationNotice();
  // Whole keys as they are shown: the server gives each one once, so they are kept here.
  const [shown, setShown] = useState<Array<{ name: string; secret: string }>>([]);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const waiting = (query.data?.keys ?? []).filter((k) => k.reveal);
    if (waiting.length)
      setShown((s) => [
        ...s,
        ...waiting
          .filter((k) => !s.some((x) => x.secret === k.reveal))
          .map((k) => ({ name: k.name, secret: k.reveal! })),
      ]);
  }, [query.data]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    create.mutate(name, {
      onSuccess: ({ key }) => {
        if (key.reveal) setShown((s) => [...s, { name: key.name, secret: key.reveal! }]);
        setName('');
      },
      onError: (err) => setError(err.message),
    });
  };

  return (
    <Section title="API keys" id="api-keys-title">
      <Stack gap="md">
        <Text fz="sm">
          Your store or order-management service places and follows orders through the PressRun API with a key
          (
          <Anchor href="/api/docs" target="_blank" fz="sm" underline="always">
            API reference
          </Anchor>
          ).
        </Text>
        {query.data?.notice && (
          <Alert
            color="yellow"
            title="Keys and webhook endpoints revoked"
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => dismiss.mutate()}
          >
            {query.data.notice.message}
          </Alert>
        )}
        {shown.map((k) => (
          <KeyReveal
            key={k.secret}
            name={k.name}
            secret={k.secret}
            onDone={() => setShown((s) => s.filter((x) => x.secret !== k.secret))}
          />
        ))}
        {query.isPending ? (
          <Center py="md">
            <Loader color="navy" size="sm" aria-label="Loading your API keys" />
          </Center>
        ) : query.isError ? (
          <LoadError
            title="Your API keys could not be loaded"
            message={query.error.message}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.keys.length === 0 ? (
          <Text fz="sm">No API keys yet.</Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {query.data.keys.map((k) => (
              <ApiKeyItem key={k.id} apiKey={k} />
            ))}
          </Stack>
        )}
        <form onSubmit={submit} noValidate>
          <Group align="flex-end">
            <TextInput
              label="New key name"
              placeholder="e.g. Shopify store"
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              error={error}
              maxLength={80}
            />
            <Button type="submit" color="press.5" loading={create.isPending}>
              Create key
            </Button>
          </Group>
        </form>
      </Stack>
    </Section>
  );
}
