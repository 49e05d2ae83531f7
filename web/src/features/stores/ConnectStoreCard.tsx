import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { STORE_PLATFORM_LABEL, type StorePlatform } from '@pressrun/domain';
import { useState } from 'react';
import { ErrorAlert } from '../../components/PageStates';
import { useConnectStore } from './api';
import { ConnectShopModal } from './ConnectShopModal';
import { PlatformMark } from './PlatformMark';

const BLURB: Record<StorePlatform, string> = {
  shopify: 'Orders arrive the moment they are placed; tracking goes back to Shopify.',
  woocommerce: 'For a WordPress shop: orders arrive as they are placed; tracking goes back.',
  etsy: 'We fetch new Etsy orders every few minutes and send the tracking back.',
};

/**
 * 'Connect a store': Shopify, WooCommerce and Etsy side by side. Shopify and WooCommerce first ask
 * the store's address; then the browser goes to the platform to approve PressRun, and comes back to
 * this page (see useConnectResult).
 */
export function ConnectStoreCard() {
  const connect = useConnectStore();
  const [asking, setAsking] = useState<'shopify' | 'woocommerce' | null>(null);
  // Etsy has no address to ask: its button starts at once, and its error shows here.
  const etsyError = connect.isError && connect.variables?.platform === 'etsy' ? connect.error.message : null;

  const etsyGoing = connect.variables?.platform === 'etsy' && (connect.isPending || connect.isSuccess);

  const start = (platform: StorePlatform) => {
    if (platform === 'etsy') connect.mutate({ platform });
    else {
      connect.reset();
      setAsking(platform);
    }
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="connect-store-title">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="lg" id="connect-store-title">
            Connect a store
          </Title>
          <Text fz="sm" c="dimmed">
            Orders placed in your store become PressRun orders by themselves, and the tracking number goes
            back to your customer when we ship.
          </Text>
        </Stack>
        {etsyError && <ErrorAlert>{etsyError}</ErrorAlert>}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {(['shopify', 'woocommerce', 'etsy'] as const).map((p) => (
            <Card key={p} withBorder radius="md" padding="md" data-testid={`connect-${p}`}>
              <Stack gap="sm" h="100%">
                <Group gap="sm" wrap="nowrap">
                  <PlatformMark platform={p} size={36} />
                  <Title order={3} fz="md">
                    {STORE_PLATFORM_LABEL[p]}
                  </Title>
                </Group>
                <Text fz="sm" c="dimmed" style={{ flex: 1 }}>
                  {BLURB[p]}
                </Text>
                <Button
                  variant="default"
                  onClick={() => start(p)}
                  // Stays busy after the answer, while the browser leaves for Etsy.
                  loading={p === 'etsy' && etsyGoing}
                  style={{ alignSelf: 'flex-start' }}
                >
                  Connect {STORE_PLATFORM_LABEL[p]}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
      <ConnectShopModal platform={asking} connect={connect} onClose={() => setAsking(null)} />
    </Card>
  );
}
