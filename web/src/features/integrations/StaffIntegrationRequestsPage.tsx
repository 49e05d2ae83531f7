import { Anchor, Text } from '@mantine/core';
import {
  type FilterOptions,
  type QueueColumn,
  QueueFilter,
  ReviewQueueList,
  statusColumn,
  useQueueFilters,
  WRAP,
} from '../../components/review-queue';
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

const STATUSES: FilterOptions<StatusFilter> = [
  { value: 'Received', label: 'Received' },
  { value: 'Keys Issued', label: 'Keys Issued' },
  { value: 'all', label: 'All' },
];

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

const COLUMNS: Array<QueueColumn<StaffIntegrationRequest>> = [
  {
    header: 'Request',
    rowHeader: true,
    cellProps: { fw: 600, style: { whiteSpace: 'nowrap' } },
    cell: (r) => (
      <>
        #{r.id}
        <Text fz="xs" c="dimmed" fw={400}>
          <time dateTime={r.createdAt}>{formatDate(r.createdAt)}</time>
        </Text>
      </>
    ),
  },
  {
    header: 'Company',
    cellProps: WRAP,
    cell: (r) => (
      <>
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
      </>
    ),
  },
  { header: 'Name', cell: (r) => r.name || '—', cellProps: WRAP },
  { header: 'Stores', cell: (r) => storesText(r.stores) },
  { header: 'Units per month', cell: (r) => r.budget || '—', cellProps: WRAP },
  statusColumn(
    (r) => r.status,
    (r) => STATUS_COLOR[r.status],
  ),
  { header: 'Keys', cell: (r) => <Handled r={r} /> },
];

/**
 * /admin/integration-requests: what companies asked for in the integration wizard, newest first.
 * Staff issue the keys, then mark the request so the company sees 'Keys Issued'. The filter lives
 * in the address, so a view can be shared and survives a reload.
 */
export default function StaffIntegrationRequestsPage() {
  const [{ status }, setFilters] = useQueueFilters<{ status: StatusFilter }>({
    status: { options: STATUSES, fallback: 'Received' },
  });
  const query = useStaffIntegrationRequests(status);

  return (
    <StaffFrame title="Integration requests">
      <ReviewQueueList
        filters={
          <QueueFilter
            label="Status"
            options={STATUSES}
            value={status}
            onChange={(v) => setFilters({ status: v })}
            w={{ base: '100%', sm: 220 }}
            data-testid="integration-requests-status-filter"
          />
        }
        items="integration requests"
        pages={query}
        rowsOf={(p) => p.requests}
        table={{
          minWidth: 900,
          columns: COLUMNS,
          rowProps: { 'data-testid': 'staff-integration-request' },
          empty: status === 'Received' ? 'No request is waiting for keys.' : 'No integration requests here.',
        }}
      />
    </StaffFrame>
  );
}
