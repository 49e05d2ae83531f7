import { Group } from '@mantine/core';
import { formatDateMedium } from '../../app/format';
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
import { type KindFilter, type StaffDocumentItem, type StatusFilter, useStaffDocuments } from './api';
import { DOCUMENT_STATUS_COLOR, KIND_LABEL } from './docText';

const STATUSES: FilterOptions<StatusFilter> = [
  { value: 'Under Review', label: 'Under Review' },
  { value: 'Approved', label: 'Approved' },
  { value: 'Rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];
const KINDS: FilterOptions<KindFilter> = [
  { value: 'all', label: 'All documents' },
  { value: 'terms_application', label: 'Terms applications' },
  { value: 'resale_certificate', label: 'Resale certificates' },
];

const COLUMNS: Array<QueueColumn<StaffDocumentItem>> = [
  linkColumn(
    'Document',
    (d) => `/admin/documents/${d.id}`,
    (d) => `${KIND_LABEL[d.kind]} ${d.id}`,
  ),
  { header: 'Company', cell: (d) => d.companyName, cellProps: WRAP },
  { header: 'File', cell: (d) => d.fileName, cellProps: WRAP },
  statusColumn(
    (d) => d.status,
    (d) => DOCUMENT_STATUS_COLOR[d.status],
  ),
  {
    header: 'Uploaded',
    cell: (d) => <time dateTime={d.createdAt}>{formatDateMedium(d.createdAt)}</time>,
    cellProps: { style: { whiteSpace: 'nowrap' } },
  },
];

/**
 * /admin/documents: terms applications and resale certificates companies handed in. Waiting ones
 * come oldest first (first come, first reviewed); decided ones newest first. The filters live in
 * the address, so a view can be shared and survives a reload.
 */
export default function StaffDocumentsPage() {
  const [{ status, kind }, setFilters] = useQueueFilters<{ status: StatusFilter; kind: KindFilter }>({
    status: { options: STATUSES, fallback: 'Under Review' },
    kind: { options: KINDS, fallback: 'all' },
  });
  const query = useStaffDocuments(status, kind);

  return (
    <StaffFrame title="Documents">
      <ReviewQueueList
        filters={
          <Group gap="md" align="flex-end" wrap="wrap">
            <QueueFilter
              label="Status"
              options={STATUSES}
              value={status}
              onChange={(v) => setFilters({ status: v })}
              w={{ base: '100%', sm: 220 }}
              data-testid="documents-status-filter"
            />
            <QueueFilter
              label="Kind"
              options={KINDS}
              value={kind}
              onChange={(v) => setFilters({ kind: v })}
              w={{ base: '100%', sm: 240 }}
              data-testid="documents-kind-filter"
            />
          </Group>
        }
        items="documents"
        pages={query}
        rowsOf={(p) => p.documents}
        table={{
          minWidth: 720,
          columns: COLUMNS,
          tableProps: { highlightOnHover: true },
          empty: status === 'Under Review' ? 'Nothing is waiting for review.' : 'No documents here.',
        }}
      />
    </StaffFrame>
  );
}
