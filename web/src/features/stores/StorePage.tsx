import { Alert, Anchor, Button, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { STORE_MSG, STORE_PLATFORM_LABEL, type StoreView } from '@pressrun/domain';
import { IconArrowLeft, IconExternalLink } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Section } from '../../components/DetailSection';
import { LoadError, NotFoundCard } from '../../components/PageStates';
import { COMPANY_NAME } from '../../components/site';
import { useStore, useStoreOrders } from './api';
import { LinkExistingProduct } from './LinkExistingProduct';
import { PlatformMark } from './PlatformMark';
import { PublishTemplate } from './PublishTemplate';
import { LastOrder } from './StoreItem';
import { StoreLinks } from './StoreLinks';
import { StoreOrdersList } from './StoreOrdersList';
import { StoreSettingsForm } from './StoreSettingsForm';
import { SandboxBadge, StoreStatusBadge } from './StoreStatusBadge';
import { useStoreActions } from './useStoreActions';

function BackToStores() {
  return (
    <Anchor component={Link} to="/dashboard/stores" fz="sm" w="fit-content">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden /> Back to Stores
      </Group>
    </Anchor>
  );
}

/**
 * /dashboard/stores/:id: one connected store — how its orders are paid and shipped, the products
 * PressRun makes for it (publish a template, link a product it sells), and its recent orders.
 */
export default function StorePage() {
  const { id } = useParams();
  const storeId = /^[1-9]\d{0,9}$/.test(id ?? '') ? Number(id) : 0;
  const query = useStore(storeId);
  const missing = storeId === 0 || (query.isSuccess && !query.store);

  useEffect(() => {
    document.title = `${query.store?.name ?? (missing ? 'Store not found' : 'Store')} · ${COMPANY_NAME}`;
  }, [query.store?.name, missing]);

  if (missing)
    return (
      <NotFoundCard
        heading={STORE_MSG.storeNotFound}
        back={{ to: '/dashboard/stores', label: 'Back to Stores' }}
        testId="store-not-found"
      />
    );
  if (!query.store)
    return (
      <Stack gap="lg">
        <BackToStores />
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Store
        </Title>
        {query.isError ? (
          <LoadError message={query.error.message} onRetry={() => void query.refetch()} />
        ) : (
          <Stack gap="md" aria-busy="true" aria-label="Loading the store">
            <Skeleton h={120} radius="lg" />
            <Skeleton h={280} radius="lg" />
          </Stack>
        )}
      </Stack>
    );
  return <StoreDetail store={query.store} />;
}

/** A link from elsewhere (a held order's 'Link product') lands on its section once it is drawn. */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const el = document.getElementById(hash.slice(1));
    el?.scrollIntoView({ block: 'start' });
    el?.focus({ preventScroll: true });
  }, [hash]);
}

function StoreDetail({ store }: { store: StoreView }) {
  useScrollToHash();
  const actions = useStoreActions(store);
  const orders = useStoreOrders({ storeId: store.id });
  const connected = store.status === 'connected';

  return (
    <Stack gap="lg" data-testid="store-page">
      <BackToStores />
      <Group justify="space-between" align="flex-start" gap="md">
        <Group gap="md" wrap="nowrap" align="flex-start" miw={0}>
          <PlatformMark platform={store.platform} size={52} />
          <Stack gap={4} miw={0}>
            <Group gap="sm" wrap="wrap">
              <Title order={1} fz={{ base: 24, sm: 30 }} style={{ overflowWrap: 'anywhere' }}>
                {store.name}
              </Title>
              <StoreStatusBadge status={store.status} size="lg" />
              {store.sandboxUrl && <SandboxBadge />}
            </Group>
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {STORE_PLATFORM_LABEL[store.platform]} · {store.shop}
            </Text>
            <Text fz="sm">
              <LastOrder store={store} />
            </Text>
          </Stack>
        </Group>
        <Group gap="sm">
          {store.sandboxUrl && (
            <Button
              component={Link}
              to={store.sandboxUrl}
              variant="default"
              rightSection={<IconExternalLink size={16} aria-hidden />}
            >
              Open sandbox store
            </Button>
          )}
          {!connected && (
            <Button color="press.5" loading={actions.reconnecting} onClick={actions.reconnect}>
              {store.status === 'disconnected' ? 'Connect again' : 'Reconnect'}
            </Button>
          )}
          {store.status !== 'disconnected' && (
            <Button
              variant="subtle"
              color="press.7"
              loading={actions.disconnecting}
              onClick={actions.confirmDisconnect}
            >
              Disconnect
            </Button>
          )}
        </Group>
      </Group>

      {store.status === 'needs_reauth' && (
        <Alert color="press" variant="light" title="Needs re-authorisation">
          {STORE_PLATFORM_LABEL[store.platform]} no longer lets PressRun in, so no orders come through. Press
          Reconnect and approve PressRun again.
        </Alert>
      )}
      {store.status === 'disconnected' && (
        <Alert color="gray" variant="light" title="Disconnected">
          Orders no longer come in from this store. Orders already placed are not affected.
        </Alert>
      )}

      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <Section title="Products" id="products-title">
              <Stack gap="sm">
                <Text fz="sm" c="dimmed">
                  Store products PressRun makes. An order for any other product is left to you.
                </Text>
                <StoreLinks storeId={store.id} />
              </Stack>
            </Section>
            <AnchoredSection title="Publish a template" id="publish">
              {connected ? (
                <PublishTemplate store={store} />
              ) : (
                <Text fz="sm">Connect the store again to publish to it.</Text>
              )}
            </AnchoredSection>
            <AnchoredSection title="Link an existing product" id="link">
              {connected ? (
                <LinkExistingProduct store={store} />
              ) : (
                <Text fz="sm">Connect the store again to link its products.</Text>
              )}
            </AnchoredSection>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <AnchoredSection title="Order settings" id="settings">
              <StoreSettingsForm store={store} />
            </AnchoredSection>
            <Section title="Recent orders" id="store-orders-title">
              <StoreOrdersList
                query={orders}
                showStore={false}
                label="Recent orders"
                empty="No orders from this store yet. They appear here as soon as your customers place them."
              />
            </Section>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** A section a link can land on (…#link): the wrapper takes the id and the focus, the h2 names it. */
function AnchoredSection({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <div id={id} tabIndex={-1} style={{ scrollMarginTop: 80, outline: 'none' }}>
      <Section title={title} id={`${id}-title`}>
        {children}
      </Section>
    </div>
  );
}
