import { Anchor, Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { STORE_PLATFORM_LABEL, type StoreView } from '@pressrun/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { formatDateTime } from '../../app/format';
import { PlatformMark } from './PlatformMark';
import { SandboxBadge, StoreStatusBadge } from './StoreStatusBadge';
import { timeAgo } from './store-text';
import { useStoreActions } from './useStoreActions';

export const storePath = (id: number) => `/dashboard/stores/${id}`;

/** When the store's last order came, or that none has. */
export function LastOrder({ store }: { store: StoreView }) {
  if (!store.lastOrder) return <>No orders yet</>;
  const at = store.lastOrder.receivedAt;
  return (
    <>
      Last order {store.lastOrder.number},{' '}
      <time dateTime={at} title={formatDateTime(at)}>
        {timeAgo(at)}
      </time>
    </>
  );
}

/**
 * One store on the Stores page: platform, name and address, status, its last order and how many
 * orders wait for the user, with Manage, Reconnect (when the platform asks for it) and Disconnect.
 */
export function StoreItem({ store }: { store: StoreView }) {
  const actions = useStoreActions(store);
  const off = store.status === 'disconnected';
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-label={store.name} data-testid="store">
      <Stack gap="sm">
        <Group gap="md" wrap="nowrap" align="flex-start">
          {/* A phone keeps the width for the text: the mark goes beside the name instead. */}
          <Box visibleFrom="xs">
            <PlatformMark platform={store.platform} size={44} />
          </Box>
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Box hiddenFrom="xs">
                <PlatformMark platform={store.platform} size={24} />
              </Box>
              <Anchor
                component={Link}
                to={storePath(store.id)}
                fw={700}
                c="navy.8"
                style={{ overflowWrap: 'anywhere' }}
              >
                {store.name}
              </Anchor>
              <StoreStatusBadge status={store.status} />
              {store.sandboxUrl && <SandboxBadge />}
            </Group>
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {STORE_PLATFORM_LABEL[store.platform]} · {store.shop}
            </Text>
            <Text fz="sm">
              <LastOrder store={store} />
            </Text>
            {store.attention > 0 && (
              <Text fz="sm" c="press.8" fw={600}>
                <IconAlertTriangle size={14} aria-hidden style={{ verticalAlign: '-2px', marginRight: 4 }} />
                {store.attention} {store.attention === 1 ? 'order needs' : 'orders need'} your attention
              </Text>
            )}
            {store.status === 'needs_reauth' && (
              <Text fz="sm">
                {STORE_PLATFORM_LABEL[store.platform]} no longer lets PressRun in, so no orders come through.
                Reconnect to approve PressRun again.
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            component={Link}
            to={storePath(store.id)}
            aria-label={`Manage ${store.name}`}
          >
            Manage
          </Button>
          {store.status !== 'connected' && (
            <Button
              size="xs"
              color={off ? undefined : 'press.5'}
              variant={off ? 'default' : 'filled'}
              loading={actions.reconnecting}
              onClick={actions.reconnect}
              aria-label={`${off ? 'Connect again' : 'Reconnect'} ${store.name}`}
            >
              {off ? 'Connect again' : 'Reconnect'}
            </Button>
          )}
          {!off && (
            <Button
              size="xs"
              variant="subtle"
              color="press.7"
              loading={actions.disconnecting}
              onClick={actions.confirmDisconnect}
              aria-label={`Disconnect ${store.name}`}
            >
              Disconnect
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
