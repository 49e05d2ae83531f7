import type { DocumentKind, DocumentStatus, TermStatus } from './api';

/** Light badge colours whose text reaches 4.5:1 on their tint (theme.ts); the label says it too. */
export const DOCUMENT_STATUS_COLOR: Record<DocumentStatus, string> = {
  'Under Review': 'steel',
  Approved: 'teal',
  Rejected: 'press',
};

export const TERM_STATUS_COLOR: Record<TermStatus, string> = {
  'Under Review': 'steel',
  Approved: 'teal',
  Declined: 'press',
};

export const KIND_LABEL: Record<DocumentKind, string> = {
  terms_application: 'Terms application',
  resale_certificate: 'Resale certificate',
};

const bytesFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
export const formatBytes = (n: number) =>
  n < 1024 * 1024 ? `${bytesFormat.format(n / 1024)} KB` : `${bytesFormat.format(n / 1024 / 1024)} MB`;
