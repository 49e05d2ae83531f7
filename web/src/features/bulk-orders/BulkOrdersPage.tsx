import { Alert, Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { COMPANY_NAME } from '../../components/site';
import { useDocuments } from '../documents';
import { SAMPLE_CSV_URL, SAMPLE_XLSX_URL, useSampleHolds } from './api';
import { BulkOrderList } from './BulkOrderList';
import { BulkOrderUpload } from './BulkOrderUpload';

/**
 * /dashboard/stores/csv: CSV orders. Upload a CSV or Excel file of orders,
 * download the samples, and follow each upload from Received to Completed, with its results.
 */
export default function BulkOrdersPage() {
  // Credit terms are offered only to a company that has a terms balance, as at checkout.
  const terms = useDocuments().data?.terms;

  useEffect(() => {
    document.title = `CSV orders · ${COMPANY_NAME}`;
  }, []);

  return (
    <Stack gap="lg" maw={960}>
      <Anchor component={Link} to="/dashboard/stores" fz="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden /> Back to Stores
        </Group>
      </Anchor>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          CSV Orders
        </Title>
        <Text c="dimmed">
          Upload a spreadsheet of orders: one row per product, rows with the same PO ship together as one
          order. Each row names a template id, or a sku with the address of one of your files.
        </Text>
      </Stack>
      <Card withBorder radius="lg" padding="lg" component="section" aria-label="Upload orders">
        <Stack gap="md">
          <BulkOrderUpload termsOffered={terms?.balance != null} />
          <Group gap="lg">
            <Anchor href={SAMPLE_CSV_URL} download fz="sm">
              <Group gap={4} wrap="nowrap">
                <IconDownload size={16} aria-hidden /> Download a sample CSV
              </Group>
            </Anchor>
            <Anchor href={SAMPLE_XLSX_URL} download fz="sm">
              <Group gap={4} wrap="nowrap">
                <IconDownload size={16} aria-hidden /> Download a sample Excel file
              </Group>
            </Anchor>
          </Group>
          <SampleHint />
        </Stack>
      </Card>
      <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="csv-orders-heading">
        <Title order={2} fz="lg" id="csv-orders-heading" mb="sm">
          Your uploads
        </Title>
        <BulkOrderList />
      </Card>
    </Stack>
  );
}

/**
 * What the samples hold. They are filled in from the company's own templates (or its newest file),
 * so one uploaded unchanged places real orders; with neither, the page says what to make first.
 */
function SampleHint() {
  const holds = useSampleHolds().data;
  if (!holds) return null;
  if (holds === 'none')
    return (
      <Alert
        color="steel"
        variant="light"
        icon={<IconInfoCircle size={18} aria-hidden />}
        data-testid="sample-hint"
      >
        <Text fz="sm">
          You have no templates or files yet, so the samples cannot name a product of yours: their template_id
          cells say where your template's number goes.{' '}
          <Anchor component={Link} to="/dashboard/templates" fz="sm" fw={600}>
            Create a template
          </Anchor>
          , then download the sample again.
        </Text>
      </Alert>
    );
  return (
    <Text fz="sm" c="dimmed" data-testid="sample-hint">
      {holds === 'templates'
        ? 'The samples are filled in with your newest templates'
        : 'The samples are filled in with your newest file'}
      , so they can be uploaded as they are: change the names and addresses to your customers' first, or the
      sample orders are placed and paid for.
    </Text>
  );
}
