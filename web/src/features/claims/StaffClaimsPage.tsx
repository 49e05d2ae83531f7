import { CLAIM_STATUSES } from '@pressrun/domain';
import dayjs from 'dayjs';
import {
  type FilterOptions,
  linkColumn,
  type QueueColumn,
  QueueFilter,
  ReviewQueueList,
  statusColumn,
  useQueueFilters,
  WRAP,
} from '../../components/review-queue';
import { StaffFrame } from '../../components/StaffFrame';
import { type ClaimFilter, type ClaimListItem, useStaffClaims } from './api';
import { CLAIM_STATUS_COLOR, CLAIM_STATUS_LABEL, reasonLabel } from './claimText';

const FILTERS: FilterOptions<ClaimFilter> = [
  ...CLAIM_STATUSES.map((s) => ({ value: s, label: CLAIM_STATUS_LABEL[s] })),
  { value: 'ALL', label: 'All' },
];

const COLUMNS: Array<QueueColumn<ClaimListItem>> = [
  linkColumn(
    'Claim',
    (c) => `/admin/claims/${c.id}`,
    (c) => `Claim ${c.id}`,
  ),
  { header: 'Order', cell: (c) => c.orderId },
  { header: 'Company', cell: (c) => c.companyName, cellProps: WRAP },
  { header: 'Reason', cell: (c) => reasonLabel(c.reason) },
  { header: 'Email', cell: (c) => c.email, cellProps: WRAP },
  statusColumn(
    (c) => CLAIM_STATUS_LABEL[c.status],
    (c) => CLAIM_STATUS_COLOR[c.status],
  ),
  {
    header: 'Filed',
    cell: (c) => <time dateTime={c.createdAt}>{dayjs(c.createdAt).format('MMM D, YYYY h:mm A')}</time>,
    cellProps: { style: { whiteSpace: 'nowrap' } },
  },
];

/**
 * /admin/claims: customers' claims, newest first, by status (unresolved first of all). The filter
 * lives in the address (?status=…), so a view can be shared and survives a reload.
 */
export default function StaffClaimsPage() {
  const [{ status }, setFilters] = useQueueFilters<{ status: ClaimFilter }>({
    status: { options: FILTERS, fallback: 'UNRESOLVED' },
  });
  const query = useStaffClaims(status);

  return (
    <StaffFrame title="Claims">
      <ReviewQueueList
        filters={
          <QueueFilter
            label="Status"
            options={FILTERS}
            value={status}
            onChange={(v) => setFilters({ status: v })}
            maw={260}
            data-testid="claims-status-filter"
          />
        }
        items="claims"
        pages={query}
        rowsOf={(p) => p.claims}
        table={{
          minWidth: 820,
          columns: COLUMNS,
          tableProps: { highlightOnHover: true },
          empty: 'No claims here.',
        }}
      />
    </StaffFrame>
  );
}
