import { Badge, Button, Code, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { MSG } from '@pressrun/domain';
import { InlineName } from '../../components/InlineName';
import { type ApiKey, useRenameApiKey, useRevokeApiKey } from './api';

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** One key: its name (renamed in place), prefix, dates, and revoke behind a confirmation. */
export function ApiKeyItem({ apiKey }: { apiKey: ApiKey }) {
  const rename = useRenameApiKey();
  const revoke = useRevokeApiKey();
  const revoked = apiKey.revoked_at !== null;
  const failed = (e: unknown) =>
    notifications.show({
      color: 'red',
      title: 'Error',
      autoClose: false,
      message: e instanceof Error ? e.message : MSG.somethingWrong,
    });
  const confirmRevoke = () =>
    modals.openConfirmModal({
      title: `Revoke “${apiKey.name}”?`,
      centered: true,
      children: (
        <Text fz="sm">
          Requests with this key stop working at once. This cannot be undone: a new key has to be made.
        </Text>
      ),
      labels: { confirm: 'Revoke key', cancel: 'Keep key' },
      confirmProps: { color: 'red' },
      onConfirm: () => revoke.mutate(apiKey.id, { onError: failed }),
    });

  return (
    <Stack component="li" gap={4} data-testid="api-key">
      <Group justify="space-between" wrap="nowrap">
        <Group gap="xs">
          {revoked ? (
            <Text fw={600}>{apiKey.name}</Text>
          ) : (
            <InlineName
              name={apiKey.name}
              fallback="API key"
              label="Key name"
              saving={rename.isPending}
              onSave={(name) => rename.mutateAsync({ id: apiKey.id, name }).catch(failed)}
            />
          )}
          <Code>{apiKey.prefix}…</Code>
          {revoked && <Badge color="gray">Revoked</Badge>}
        </Group>
        {!revoked && (
          <Button size="xs" variant="subtle" color="red" onClick={confirmRevoke} loading={revoke.isPending}>
            Revoke
          </Button>
        )}
      </Group>
      <Text fz="xs" c="dimmed">
        Created {when(apiKey.created_at)} ·{' '}
        {apiKey.last_used_at ? `last used ${when(apiKey.last_used_at)}` : 'never used'}
        {apiKey.revoked_at ? ` · revoked ${when(apiKey.revoked_at)}` : ''}
      </Text>
    </Stack>
  );
}
