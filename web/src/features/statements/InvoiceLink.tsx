import { Stack, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorAlert } from '../../components/PageStates';
import { invoiceUrl } from './api';
import { PdfLink } from './PdfLink';

/** 'Invoice (PDF)' for an order's page: opens the order's invoice in a new tab, or says why not. */
export function InvoiceLink({ orderId }: { orderId: number }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap="xs">
      <PdfLink
        url={invoiceUrl(orderId)}
        hidden={`for order ${orderId}`}
        onOpen={() => setError(null)}
        onError={setError}
        buttonProps={{ size: 'sm', leftSection: <IconFileInvoice size={16} aria-hidden /> }}
        testId="invoice-link"
      >
        Invoice (PDF)
      </PdfLink>
      {error && (
        <ErrorAlert withCloseButton closeButtonLabel="Dismiss" onClose={() => setError(null)}>
          <Text fz="sm">{error}</Text>
        </ErrorAlert>
      )}
    </Stack>
  );
}
