import { Anchor, Badge, Card, Center, Group, Loader, Select, Stack, Table, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { LoadMore } from '../../components/LoadMore';
import { LoadError } from '../../components/PageStates';
import { StaffFrame } from '../../components/StaffFrame';
import {
  formatDate,
  STATUS_COLOR,
  type StaffIntegrationRequest,
  type StatusFilter,
  storesText,
  useStaffIntegrationRequests,
} from './api';
import { MarkKeysIssuedButton } from './MarkKeysIssuedButton';

const STATUSES: Array<{ value: StatusFilter; label: string }> = [
  { value: 'Received', label: 'Received' },
  { value: 'Keys Issued', label: 'Keys Issued' },
  { value: 'all', label: 'All' },
];
const isStatus = (v: string | null): v is StatusFilter => STATUSES.some((s) => s.value === v);

function Handled({ r }: { r: StaffIntegrationRequest }) {
  if (r.status === 'Received') return <MarkKeysIssuedButton request={r} />;
  return (
    <Text fz="xs" c="dimmed">
      {r.handledByName ?? 'Staff'}
      {r.handledAt && (
        <>
          , <time dateTime={r.handledAt}>{formatDate(r.handledAt)}</time>
        </>
      )}
    </Text>
  );
}

function RequestsTable({ requests, waiting }: { requests: StaffIntegrationRequest[]; waiting: boolean }) {
  // Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too.
  return (
    <Table.ScrollContainer
      minWidth={900}
      type="native"
      tabIndex={0}
      role="region"
      aria-label="Integration requests"
    >
      <Table striped verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Request</Table.Th>
            <Table.Th scope="col">Company</Table.Th>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Stores</Table.Th>
            <Table.Th scope="col">Units per month</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Keys</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {requests.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={7}>
                <Text c="dimmed" fz="sm">
                  {waiting ? 'No request is waiting for keys.' : 'No integration requests here.'}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {requests.map((r) => (
            <Table.Tr key={r.id} data-testid="staff-integration-request">
              <Table.Th scope="row" fw={600} style={{ whiteSpace: 'nowrap' }}>
                #{r.id}
                <Text fz="xs" c="dimmed" fw={400}>
                  <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
                </Text>
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <Text fz="sm" fw={600}>
                  {r.companyName}
                </Text>
                <Anchor href={`mailto:${r.email}`} fz="sm">
                  {r.email}
                </Anchor>
                {r.phone && <Text fz="xs">{r.phone}</Text>}
                <Text fz="xs" c="dimmed">
                  Account: {r.account}
                </Text>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.name || '—'}</Table.Td>
              <Table.Td>{storesText(r.stores)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.budget || '—'}</Table.Td>
              <Table.Td>
                <Badge variant="light" radius="sm" tt="none" color={STATUS_COLOR[r.status]}>
                  {r.status}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Handled r={r} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * /admin/integration-requests: what companies asked for in the integration wizard, newest first.
 * Staff issue the keys, then mark the request so the company sees 'Keys Issued'. The filter lives
 * in the address, so a view can be shared and survives a reload.
 */
export default function StaffIntegrationRequestsPage() {
  const [params, setParams] = useSearchParams();
  const s = params.get('status');
  const status: StatusFilter = isStatus(s) ? s : 'Received';
  const query = useStaffIntegrationRequests(status);
  const requests = query.data?.pages.flatMap((p) => p.requests) ?? [];

  return (
    <StaffFrame title="Integration requests">
      <Card withBorder radius="lg" padding="md" component="section" aria-label="Filters">
        <Select
          label="Status"
          data={STATUSES}
          value={status}
          onChange={(v) => isStatus(v) && setParams(new URLSearchParams({ status: v }))}
          allowDeselect={false}
          w={{ base: '100%', sm: 220 }}
          data-testid="integration-requests-status-filter"
        />
      </Card>
      <Card withBorder radius="lg" padding="sm" component="section" aria-label="Integration requests list">
        {query.isPending ? (
          <Center py="xl">
            <Loader color="navy" aria-label="Loading integration requests" />
          </Center>
        ) : query.isError ? (
          <LoadError
            title="The integration requests could not be loaded"
            icon={null}
            message={query.error.message}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <Stack gap="sm">
            <RequestsTable requests={requests} waiting={status === 'Received'} />
            {query.hasNextPage && (
              <Group justify="center">
                <LoadMore pages={query} />
              </Group>
            )}
          </Stack>
        )}
      </Card>
    </StaffFrame>
  );
}
