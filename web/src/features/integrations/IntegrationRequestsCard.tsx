import { Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { LoadError } from '../../components/PageStates';
import { formatDate, STATUS_COLOR, storesText, useIntegrationRequests } from './api';

/**
 * The Stores page's list of the company's integration requests, newest first, each with its
 * status: 'Received' until staff issue the keys, then 'Keys Issued'.
 */
export function IntegrationRequestsCard() {
  const query = useIntegrationRequests();
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="section"
      aria-labelledby="integration-requests-title"
    >
      <Stack gap="md">
        <Title order={2} fz="lg" id="integration-requests-title">
          Integration requests
        </Title>
        {query.isPending ? (
          <Group gap="xs">
            <Loader size="sm" color="navy" aria-label="Loading integration requests" />
          </Group>
        ) : query.isError ? (
          <LoadError
            title="Your integration requests could not be loaded"
            icon={null}
            message={query.error.message}
            onRetry={() => void query.refetch()}
          />
        ) : query.data.length === 0 ? (
          <Text fz="sm" c="dimmed">
            No integration requests yet. Start an Integration to ask for API keys.
          </Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {query.data.map((r) => (
              <Group
                component="li"
                key={r.id}
                justify="space-between"
                wrap="nowrap"
                align="flex-start"
                gap="sm"
                data-testid="integration-request"
              >
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600} fz="sm" style={{ overflowWrap: 'anywhere' }}>
                    {storesText(r.stores)} · {r.companyName}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    Requested <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
                    {r.budget ? ` · Expected units per month: ${r.budget}` : ''}
                  </Text>
                </Stack>
                <Badge
                  variant="light"
                  radius="sm"
                  tt="none"
                  color={STATUS_COLOR[r.status]}
                  style={{ flexShrink: 0 }}
                >
                  {r.status}
                </Badge>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
