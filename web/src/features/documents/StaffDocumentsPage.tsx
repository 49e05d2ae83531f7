import { Anchor, Badge, Card, Center, Group, Loader, Select, Stack, Table, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { formatDateMedium } from '../../app/format';
import { LoadMore } from '../../components/LoadMore';
import { LoadError } from '../../components/PageStates';
import { StaffFrame } from '../../components/StaffFrame';
import { type KindFilter, type StaffDocumentItem, type StatusFilter, useStaffDocuments } from './api';
import { DOCUMENT_STATUS_COLOR, KIND_LABEL } from './docText';

const STATUSES: Array<{ value: StatusFilter; label: string }> = [
  { value: 'Under Review', label: 'Under Review' },
  { value: 'Approved', label: 'Approved' },
  { value: 'Rejected', label: 'Rejected' },
  { value: 'all', label: 'All' },
];
const KINDS: Array<{ value: KindFilter; label: string }> = [
  { value: 'all', label: 'All documents' },
  { value: 'terms_application', label: 'Terms applications' },
  { value: 'resale_certificate', label: 'Resale certificates' },
];
const isStatus = (v: string | null): v is StatusFilter => STATUSES.some((s) => s.value === v);
const isKind = (v: string | null): v is KindFilter => KINDS.some((k) => k.value === v);

function DocumentsTable({ documents, waiting }: { documents: StaffDocumentItem[]; waiting: boolean }) {
  // Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too.
  return (
    <Table.ScrollContainer minWidth={720} type="native" tabIndex={0} role="region" aria-label="Documents">
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Document</Table.Th>
            <Table.Th scope="col">Company</Table.Th>
            <Table.Th scope="col">File</Table.Th>
            <Table.Th scope="col">Status</Table.Th>
            <Table.Th scope="col">Uploaded</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {documents.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Text c="dimmed" fz="sm">
                  {waiting ? 'Nothing is waiting for review.' : 'No documents here.'}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {documents.map((d) => (
            <Table.Tr key={d.id}>
              <Table.Th scope="row">
                <Anchor component={Link} to={`/admin/documents/${d.id}`} fw={600}>
                  {KIND_LABEL[d.kind]} {d.id}
                </Anchor>
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{d.companyName}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{d.fileName}</Table.Td>
              <Table.Td>
                <Badge variant="light" radius="sm" tt="none" color={DOCUMENT_STATUS_COLOR[d.status]}>
                  {d.status}
                </Badge>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={d.createdAt}>{formatDateMedium(d.createdAt)}</time>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * /admin/documents: terms applications and resale certificates companies handed in. Waiting ones
 * come oldest first (first come, first reviewed); decided ones newest first. The filters live in
 * the address, so a view can be shared and survives a reload.
 */
export default function StaffDocumentsPage() {
  const [params, setParams] = useSearchParams();
  const s = params.get('status');
  const k = params.get('kind');
  const status: StatusFilter = isStatus(s) ? s : 'Under Review';
  const kind: KindFilter = isKind(k) ? k : 'all';
  const query = useStaffDocuments(status, kind);
  const documents = query.data?.pages.flatMap((p) => p.documents) ?? [];
  const filter = (next: { status?: StatusFilter; kind?: KindFilter }) =>
    setParams(new URLSearchParams({ status: next.status ?? status, kind: next.kind ?? kind }));

  return (
    <StaffFrame title="Documents">
      <Card withBorder radius="lg" padding="md" component="section" aria-label="Filters">
        <Group gap="md" align="flex-end" wrap="wrap">
          <Select
            label="Status"
            data={STATUSES}
            value={status}
            onChange={(v) => isStatus(v) && filter({ status: v })}
            allowDeselect={false}
            w={{ base: '100%', sm: 220 }}
            data-testid="documents-status-filter"
          />
          <Select
            label="Kind"
            data={KINDS}
            value={kind}
            onChange={(v) => isKind(v) && filter({ kind: v })}
            allowDeselect={false}
            w={{ base: '100%', sm: 240 }}
            data-testid="documents-kind-filter"
          />
        </Group>
      </Card>
      <Card withBorder radius="lg" padding="sm" component="section" aria-label="Documents list">
        {query.isPending ? (
          <Center py="xl">
            <Loader color="navy" aria-label="Loading documents" />
          </Center>
        ) : query.isError ? (
          <LoadError
            title="The documents could not be loaded"
            icon={null}
            message={query.error.message}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <Stack gap="sm">
            <DocumentsTable documents={documents} waiting={status === 'Under Review'} />
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
