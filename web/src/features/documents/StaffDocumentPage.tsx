import { Anchor, Box, Group, Image, Stack } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { formatDateMedium, money } from '../../app/format';
import { isFinal } from '../../app/query';
import { Detail, Section } from '../../components/DetailSection';
import { type QueueItemName, ReviewDecideLayout, ReviewQueueDetail } from '../../components/review-queue';
import { isId, type StaffDocument, useStaffDocument } from './api';
import { DocumentActions } from './DocumentActions';
import { DOCUMENT_STATUS_COLOR, KIND_LABEL } from './docText';

const ITEM: QueueItemName = { name: 'document', list: { to: '/admin/documents', label: 'Documents' } };

/** The uploaded file itself: an image shown inline, a PDF in a frame; either may be downloaded. */
function FilePreview({ doc }: { doc: StaffDocument['document'] }) {
  const pdf = doc.contentType === 'application/pdf';
  return (
    <Stack gap="sm">
      {pdf ? (
        <Box
          component="iframe"
          src={doc.fileUrl}
          title={`${KIND_LABEL[doc.kind]} ${doc.id}: ${doc.fileName}`}
          w="100%"
          h={{ base: 420, md: 640 }}
          style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
        />
      ) : (
        <Image
          src={doc.fileUrl}
          alt={`${KIND_LABEL[doc.kind]} ${doc.id} as uploaded (${doc.fileName})`}
          radius="md"
          mah={640}
          w="auto"
          maw="100%"
          fit="contain"
        />
      )}
      <Group gap="md" wrap="wrap">
        <Anchor href={doc.fileUrl} download={doc.fileName} fz="sm">
          <Group gap={4} component="span" wrap="nowrap">
            <IconDownload size={16} aria-hidden /> Download {doc.fileName}
          </Group>
        </Anchor>
        <Anchor href={doc.fileUrl} target="_blank" rel="noopener" fz="sm">
          <Group gap={4} component="span" wrap="nowrap">
            <IconExternalLink size={16} aria-hidden /> Open in a new tab
          </Group>
        </Anchor>
      </Group>
    </Stack>
  );
}

/** The company's terms as they stand, in one line. */
function termsLine({ terms }: StaffDocument['company']) {
  if (!terms.status) return 'Never applied';
  if (terms.status !== 'Approved') return terms.status;
  const limit = terms.limit === null ? 'no limit set' : `limit ${money(terms.limit)}`;
  return `Approved · ${limit} · balance ${terms.balance === null ? '—' : money(terms.balance)}`;
}

/** What was decided, by whom and when. */
function Decision({ doc }: { doc: StaffDocument['document'] }) {
  return (
    <Stack component="dl" gap="sm" m={0} data-testid="document-decision">
      <Detail term="Outcome">{doc.status}</Detail>
      {doc.limit !== null && <Detail term="Limit granted">{money(doc.limit)}</Detail>}
      {doc.reason && (
        <Detail preWrap term="Reason">
          {doc.reason}
        </Detail>
      )}
      {doc.reviewedByName && <Detail term="By">{doc.reviewedByName}</Detail>}
      {doc.reviewedAt && (
        <Detail term="On">
          <time dateTime={doc.reviewedAt}>{formatDateMedium(doc.reviewedAt)}</time>
        </Detail>
      )}
    </Stack>
  );
}

/** The company that handed the document in, and where it stands. */
function CompanySection({ detail }: { detail: StaffDocument }) {
  const { document: doc, company, uploadedBy } = detail;
  return (
    <Section title="Company" id="company-title">
      <Stack component="dl" gap="sm" m={0}>
        <Detail term="Company">
          {company.name} (id {company.id})
        </Detail>
        {uploadedBy && (
          <Detail term="Uploaded by">
            {uploadedBy.name} · <Anchor href={`mailto:${uploadedBy.email}`}>{uploadedBy.email}</Anchor>
          </Detail>
        )}
        <Detail term="Uploaded">
          <time dateTime={doc.createdAt}>{formatDateMedium(doc.createdAt)}</time>
        </Detail>
        <Detail term="Credit terms">{termsLine(company)}</Detail>
        <Detail term="Resale certificate">
          {company.resaleCertificateApproved ? 'Approved: no California tax' : 'None approved'}
        </Detail>
      </Stack>
    </Section>
  );
}

/**
 * /admin/documents/:id: one document a company handed in — the file, the company and its terms,
 * and the ways to decide it (approve, with a limit for terms; reject with a reason). Once decided,
 * the decision.
 */
export default function StaffDocumentPage() {
  const { id } = useParams();
  const query = useStaffDocument(id);
  return (
    <ReviewQueueDetail
      item={ITEM}
      missing={!isId(id) || isFinal(query.error)}
      query={query}
      title={(detail) => (detail ? `${KIND_LABEL[detail.document.kind]} ${id}` : `Document ${id}`)}
      status={({ document: doc }) => ({
        label: doc.status,
        color: DOCUMENT_STATUS_COLOR[doc.status],
      })}
    >
      {(detail) => {
        const waiting = detail.document.status === 'Under Review';
        return (
          <ReviewDecideLayout
            doneTestId="document-decided"
            main={
              <Section title="Uploaded file" id="file-title">
                <FilePreview doc={detail.document} />
              </Section>
            }
            decide={{
              title: waiting ? 'Decide' : 'Decision',
              id: 'decide-title',
              content: (onDone) =>
                waiting ? (
                  <DocumentActions detail={detail} onDone={onDone} />
                ) : (
                  <Decision doc={detail.document} />
                ),
            }}
            side={<CompanySection detail={detail} />}
          />
        );
      }}
    </ReviewQueueDetail>
  );
}
