import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconFileSpreadsheet, IconPlugConnected } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ApiKeysCard } from '../api-keys';
import { RecentBulkOrders } from '../bulk-orders';
import { IntegrationRequestsCard } from '../integrations';
import { ConnectedStores, ConnectStoreCard } from '../stores';
import { WebhooksCard } from '../webhooks';

/**
 * /dashboard/stores: how orders reach PressRun without the cart — connecting a Shopify, WooCommerce
 * or Etsy store (the stores connected and their orders on hold), the integration request wizard for
 * other platforms, bulk order files (the latest three and their status), the API keys, the webhook
 * endpoints and the integration requests sent.
 */
export default function StoresPage() {
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Stores
        </Title>
        <Text c="dimmed">Connect the places you sell, and orders flow to production on their own.</Text>
      </Stack>
      <ConnectStoreCard />
      <ConnectedStores />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md" h="100%">
            <ThemeIcon size={48} radius="md" variant="light" color="steel">
              <IconPlugConnected size={26} />
            </ThemeIcon>
            <Stack gap={6} style={{ flex: 1 }}>
              <Group gap="xs">
                <Title order={2} fz="lg">
                  Integrations
                </Title>
                <Badge variant="light" color="teal" size="sm">
                  Free API key
                </Badge>
              </Group>
              <Text fz="sm" c="dimmed">
                Selling on another platform, or through an order-management service? Request API keys, or
                connect one of over 225 order-management services.
              </Text>
            </Stack>
            <Button
              component={Link}
              to="/dashboard/stores/integrations"
              color="press.5"
              rightSection={<IconArrowRight size={16} />}
              style={{ alignSelf: 'flex-start' }}
            >
              Start an Integration
            </Button>
          </Stack>
        </Card>
        <Card withBorder radius="lg" padding="lg">
          <Stack gap="md" h="100%">
            <ThemeIcon size={48} radius="md" variant="light" color="steel">
              <IconFileSpreadsheet size={26} />
            </ThemeIcon>
            <Stack gap={6} style={{ flex: 1 }}>
              <Title order={2} fz="lg">
                Bulk orders
              </Title>
              <Text fz="sm" c="dimmed">
                Upload a CSV or Excel file with one row per item: rows with the same PO become one order, paid
                by your default card or credit terms.
              </Text>
              <RecentBulkOrders />
            </Stack>
            <Button
              component={Link}
              to="/dashboard/stores/csv"
              variant="default"
              rightSection={<IconArrowRight size={16} />}
              style={{ alignSelf: 'flex-start' }}
            >
              Upload orders
            </Button>
          </Stack>
        </Card>
      </SimpleGrid>
      <ApiKeysCard />
      <WebhooksCard />
      <IntegrationRequestsCard />
    </Stack>
  );
}
