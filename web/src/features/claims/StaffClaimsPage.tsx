import { Anchor, Badge, Card, Center, Group, Loader, Select, Stack, Table, Text } from '@mantine/core';
import { CLAIM_STATUSES } from '@pressrun/domain';
import dayjs from 'dayjs';
import { Link, useSearchParams } from 'react-router';
import { LoadMore } from '../../components/LoadMore';
import { LoadError } from '../../components/PageStates';
import { StaffFrame } from '../../components/StaffFrame';
import { type ClaimFilter, type ClaimListItem, useStaffClaims } from './api';
import { CLAIM_STATUS_COLOR, CLAIM_STATUS_LABEL, reasonLabel } from './claimText';

const FILTERS: Array<{ value: ClaimFilter; label: string }> = [
  ...CLAIM_STATUSES.map((s) => ({ value: s, label: CLAIM_STATUS_LABEL[s] })),
  { value: 'ALL', label: 'All' },
];
const isFilter = (v: string | null): v is ClaimFilter => FILTERS.some((f) => f.value === v);

function ClaimsTable({ claims }: { claims: ClaimListItem[] }) {
  // Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too.
  return (
    <Table.ScrollContainer minWidth={820} type="native" tabIndex={0} role="region" aria-label="Claims">
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Claim</Table.Th>
            <Table.Th scope="col">Order</Table.Th>
            <Table.Th scope="col">Company</Table.Th>
            <Table.Th scope="col">Reason</Table.Th>
            <Table.Th scope="col">Email</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Filed</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {claims.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={7}>
                <Text c="dimmed" fz="sm">
                  No claims here.
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {claims.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Th scope="row">
                <Anchor component={Link} to={`/admin/claims/${c.id}`} fw={600}>
                  Claim {c.id}
                </Anchor>
              </Table.Th>
              <Table.Td>{c.orderId}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{c.companyName}</Table.Td>
              <Table.Td>{reasonLabel(c.reason)}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{c.email}</Table.Td>
              <Table.Td>
                <Badge variant="light" radius="sm" tt="none" color={CLAIM_STATUS_COLOR[c.status]}>
                  {CLAIM_STATUS_LABEL[c.status]}
                </Badge>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={c.createdAt}>{dayjs(c.createdAt).format('MMM D, YYYY h:mm A')}</time>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * /admin/claims: customers' claims, newest first, by status (unresolved first of all). The filter
 * lives in the address (?status=…), so a view can be shared and survives a reload.
 */
export default function StaffClaimsPage() {
  const [params, setParams] = useSearchParams();
  const s = params.get('status');
  const filter: ClaimFilter = isFilter(s) ? s : 'UNRESOLVED';
  const query = useStaffClaims(filter);
  const claims = query.data?.pages.flatMap((p) => p.claims) ?? [];

  return (
    <StaffFrame title="Claims">
      <Card withBorder radius="lg" padding="md" component="section" aria-label="Filters">
        <Select
          label="Status"
          data={FILTERS}
          value={filter}
          onChange={(v) => isFilter(v) && setParams(new URLSearchParams({ status: v }))}
          allowDeselect={false}
          maw={260}
          data-testid="claims-status-filter"
        />
      </Card>
      <Card withBorder radius="lg" padding="sm" component="section" aria-label="Claims list">
        {query.isPending ? (
          <Center py="xl">
            <Loader color="navy" aria-label="Loading claims" />
          </Center>
        ) : query.isError ? (
          <LoadError
            title="The claims could not be loaded"
            icon={null}
            message={query.error.message}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <Stack gap="sm">
            <ClaimsTable claims={claims} />
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
