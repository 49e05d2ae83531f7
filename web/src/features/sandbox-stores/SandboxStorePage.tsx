import { Alert, Anchor, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { STORE_PLATFORM_LABEL } from '@pressrun/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../app/api';
import { type SandboxShop, useRevokeAccess, useSandboxShop } from './api';
import { PlaceTestOrder } from './PlaceTestOrder';
import { LOOK, SandboxFrame } from './SandboxFrame';
import { SandboxOrders } from './SandboxOrders';
import { SandboxProducts } from './SandboxProducts';

/**
 * The sandbox store (/sandbox/stores/:id): the stand-in shop's products (the ones PressRun
 * published among them), its orders with what became of them at PressRun (fetched, shipped with
 * tracking), a test order to place as a customer would, and the owner's 'Revoke access'.
 */
export default function SandboxStorePage() {
  const { id = '' } = useParams();
  const shop = useSandboxShop(id);

  useEffect(() => {
    document.title = `${shop.data?.name ?? 'Sandbox store'} · Sandbox`;
  }, [shop.data?.name]);

  if (!shop.data)
    return (
      <SandboxFrame platform="shopify" maw={960}>
        <Title order={1} fz={{ base: 22, sm: 26 }}>
          Sandbox store
        </Title>
        {shop.isError ? (
          <Alert color="press" role="alert">
            {shop.error instanceof ApiError && shop.error.status === 404
              ? 'There is no sandbox store here.'
              : shop.error.message}
          </Alert>
        ) : (
          <Center py="xl">
            <Loader color="dark" aria-label="Loading the sandbox store" />
          </Center>
        )}
        <BackToPressRun />
      </SandboxFrame>
    );
  return <ShopView shop={shop.data} />;
}

function BackToPressRun() {
  return (
    <Anchor component={Link} to="/dashboard/stores" fz="sm" c="#1a1a1a" w="fit-content">
      <Group gap={4} wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden /> Back to PressRun
      </Group>
    </Anchor>
  );
}

function ShopView({ shop }: { shop: SandboxShop }) {
  const revoke = useRevokeAccess(String(shop.id));
  const label = STORE_PLATFORM_LABEL[shop.platform];
  const confirmRevoke = () =>
    modals.openConfirmModal({
      title: 'Revoke PressRun’s access?',
      centered: true,
      children: (
        <Text fz="sm">
          This is what a store owner does in {label}’s settings. PressRun can no longer read orders or send
          tracking, and shows the store as needing re-authorisation.
        </Text>
      ),
      labels: { confirm: 'Revoke access', cancel: 'Keep access' },
      confirmProps: { color: 'press.5' },
      onConfirm: () => revoke.mutate(),
    });

  return (
    <SandboxFrame platform={shop.platform} maw={960}>
      <BackToPressRun />
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2} miw={0}>
          <Title order={1} fz={{ base: 22, sm: 28 }} c="#1a1a1a" style={{ overflowWrap: 'anywhere' }}>
            {shop.name}
          </Title>
          <Text fz="sm" c="#4a4a4a" style={{ overflowWrap: 'anywhere' }}>
            {shop.shop} · a sandbox {label} store: orders placed here reach PressRun the way {label} sends
            them.
          </Text>
        </Stack>
        {shop.connected && (
          <Button variant="default" c="press.8" loading={revoke.isPending} onClick={confirmRevoke}>
            Revoke PressRun’s access
          </Button>
        )}
      </Group>
      {!shop.connected && (
        <Alert color="press" variant="light" role="status" title="PressRun’s access is revoked">
          No orders reach PressRun from this store. Reconnect it from PressRun’s Stores page to approve
          PressRun again.
        </Alert>
      )}
      {revoke.isError && (
        <Alert color="press" role="alert">
          {revoke.error.message}
        </Alert>
      )}
      <Card title="Place a test order" id="test-order-title">
        <PlaceTestOrder shop={shop} accent={LOOK[shop.platform].accent} />
      </Card>
      <Card title="Orders" id="orders-title">
        <SandboxOrders shop={shop} />
      </Card>
      <Card title="Products" id="products-title">
        <SandboxProducts products={shop.products} />
      </Card>
    </SandboxFrame>
  );
}

function Card({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      radius="md"
      shadow="xs"
      bg="white"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Title order={2} fz="lg" c="#1a1a1a" mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}
