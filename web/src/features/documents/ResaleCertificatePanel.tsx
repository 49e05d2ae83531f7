import { Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet } from '@tabler/icons-react';
import { formatDateMedium } from '../../app/format';
import { LoadError } from '../../components/PageStates';
import { type DocumentsSummary, SAMPLE_CERTIFICATE_URL, SAMPLE_ORDERS_URL, useDocuments } from './api';
import { DocumentUpload } from './DocumentUpload';
import { DOCUMENT_STATUS_COLOR } from './docText';

/** Where the company's certificate stands, in words: none yet, waiting, approved, or why not. */
function CertificateStatus({ summary }: { summary: DocumentsSummary }) {
  const doc = summary.resaleCertificate;
  if (!doc)
    return (
      <Text fz="sm" data-testid="certificate-status">
        No resale certificate on file yet.
      </Text>
    );
  return (
    <Stack gap={6} data-testid="certificate-status">
      <Group gap="sm" wrap="wrap">
        <Text fz="sm" fw={600}>
          Status:
        </Text>
        <Badge variant="light" radius="sm" tt="none" color={DOCUMENT_STATUS_COLOR[doc.status]}>
          {doc.status}
        </Badge>
      </Group>
      <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {doc.fileName} · uploaded {formatDateMedium(doc.createdAt)}
      </Text>
      {doc.status === 'Under Review' && (
        <Text fz="sm">We are reviewing your certificate. This takes 2-3 business days.</Text>
      )}
      {doc.status === 'Approved' && (
        <Text fz="sm">Your certificate is approved: orders shipped to California carry no sales tax.</Text>
      )}
      {doc.status === 'Rejected' && (
        <Text fz="sm">
          Your certificate was not approved{doc.reason ? `: ${doc.reason}` : '.'} Please upload a new one.
        </Text>
      )}
      {summary.resaleCertificateApproved && doc.status === 'Under Review' && (
        <Text fz="sm" c="dimmed">
          Your earlier approved certificate applies until this one is reviewed.
        </Text>
      )}
    </Stack>
  );
}

/**
 * Settings' Reseller License tab: why a resale certificate matters (no California tax once it is
 * approved), how it stands, the upload, and the samples (a filled-in certificate, the CSV order).
 */
export function ResaleCertificatePanel() {
  const docs = useDocuments();

  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="resale-title">
        <Stack gap="md">
          <Title order={2} fz="lg" id="resale-title">
            Resale certificate
          </Title>
          <Text fz="sm">
            Resellers do not pay sales tax on products they resell. Upload your resale certificate (a PDF, or
            a photo or scan as PNG or JPG): once we approve it, orders shipped to California carry no
            estimated sales tax. Review takes 2-3 business days.
          </Text>
          {docs.isPending ? (
            <Skeleton h={48} radius="md" aria-busy="true" />
          ) : docs.isError ? (
            <LoadError
              title="Your certificate could not be loaded"
              icon={null}
              message={docs.error.message}
              onRetry={() => void docs.refetch()}
            />
          ) : (
            <CertificateStatus summary={docs.data} />
          )}
          <DocumentUpload kind="resale_certificate" label="Upload your resale certificate" />
        </Stack>
      </Card>
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="samples-title">
        <Stack gap="sm">
          <Title order={2} fz="lg" id="samples-title">
            Samples
          </Title>
          <Anchor href={SAMPLE_CERTIFICATE_URL} download fz="sm">
            <Group gap={6} wrap="nowrap" component="span">
              <IconDownload size={16} aria-hidden />
              Download a sample resale certificate (PDF)
            </Group>
          </Anchor>
          <Anchor href={SAMPLE_ORDERS_URL} download fz="sm">
            <Group gap={6} wrap="nowrap" component="span">
              <IconFileSpreadsheet size={16} aria-hidden />
              Download the sample CSV order
            </Group>
          </Anchor>
        </Stack>
      </Card>
    </Stack>
  );
}
