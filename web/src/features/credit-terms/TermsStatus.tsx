import { Alert, Anchor, Group, Stack } from '@mantine/core';
import {
  IconCircleCheck,
  IconClockHour4,
  IconDownload,
  IconFileText,
  IconInfoCircle,
} from '@tabler/icons-react';
import { money } from '../../app/format';
import { DocumentUpload, TERMS_APPLICATION_URL } from '../documents';
import type { CreditTermsPage } from './api';

/**
 * Credit terms status as a message (spec: Approved or Under Review; Declined and never applied
 * too), then how to apply: the blank application to download and the upload of the filled-in one.
 */
export function TermsStatus({ page }: { page: CreditTermsPage }) {
  const { terms, application } = page;
  return (
    <Stack gap="md">
      {terms.status === 'Approved' ? (
        <Alert
          color="teal"
          variant="light"
          title="Approved"
          icon={<IconCircleCheck size={18} aria-hidden />}
          data-testid="terms-status"
        >
          Your credit terms are approved
          {terms.limit !== null && <> with a limit of {money(terms.limit)}</>}. Balance available:{' '}
          <strong>{terms.balance === null ? money(0) : money(terms.balance)}</strong>. Choose Terms as the
          payment method at checkout, and pay your term orders below.
        </Alert>
      ) : terms.status === 'Under Review' ? (
        <Alert
          color="steel"
          variant="light"
          title="Under Review"
          icon={<IconClockHour4 size={18} aria-hidden />}
          data-testid="terms-status"
        >
          We received your terms application. Our finance team replies within 2-3 business days.
        </Alert>
      ) : terms.status === 'Declined' ? (
        <Alert
          color="press"
          variant="light"
          title="Declined"
          icon={<IconInfoCircle size={18} aria-hidden />}
          data-testid="terms-status"
        >
          Your terms application was not approved
          {application?.status === 'Rejected' && application.reason ? `: ${application.reason}` : '.'} You can
          upload a new application below.
        </Alert>
      ) : (
        <Alert
          color="navy"
          variant="light"
          title="Apply for credit terms"
          icon={<IconFileText size={18} aria-hidden />}
          data-testid="terms-status"
        >
          Order now and pay later: download the terms application, fill it in and sign it, then upload it
          here. Our finance team replies within 2-3 business days.
        </Alert>
      )}
      <Anchor href={TERMS_APPLICATION_URL} download fz="sm">
        <Group gap={6} wrap="nowrap" component="span">
          <IconDownload size={16} aria-hidden />
          Download the credit terms application (PDF)
        </Group>
      </Anchor>
      <DocumentUpload
        kind="terms_application"
        label={
          terms.status === 'Approved'
            ? 'Upload a new application to ask for another limit'
            : terms.status === 'Under Review'
              ? 'Upload a corrected application (it replaces the one under review)'
              : 'Upload your completed terms application'
        }
      />
    </Stack>
  );
}
