import { CLAIM_REASONS, type ClaimResolution, type ClaimStatus } from '@pressrun/domain';

/** 'not delivered' reads 'Not delivered' on screen; the value sent stays as the server knows it. */
export const reasonLabel = (reason: string) => reason.charAt(0).toUpperCase() + reason.slice(1);

export const REASON_OPTIONS = CLAIM_REASONS.map((value) => ({ value, label: reasonLabel(value) }));

export const CLAIM_STATUS_LABEL: Record<ClaimStatus, string> = {
  UNRESOLVED: 'Unresolved',
  RESOLVED: 'Resolved',
  REJECTED: 'Rejected',
};

/** Badge colours (each light badge's text reaches 4.5:1 on its tint); the label says it, the colour repeats it. */
export const CLAIM_STATUS_COLOR: Record<ClaimStatus, string> = {
  UNRESOLVED: 'steel',
  RESOLVED: 'teal',
  REJECTED: 'press',
};

export const RESOLUTION_LABEL: Record<ClaimResolution, string> = {
  reprint: 'Reprint',
  refund: 'Refund',
  credit: 'Account credit',
};

/** 'reprint, refund' as staff read it: 'Reprint, Refund'. */
export const resolutionText = (resolution: string) =>
  resolution
    .split(',')
    .map((r) => RESOLUTION_LABEL[r.trim() as ClaimResolution] ?? r.trim())
    .join(', ');

/** A claimed item in words: '1 of 2 × Mug (11oz), Sku 21101'. */
export function itemText(i: {
  quantity: number;
  ordered: number;
  productName: string;
  variantName: string;
  sku: string;
}) {
  const count = i.quantity === i.ordered ? `${i.quantity}` : `${i.quantity} of ${i.ordered}`;
  return `${count} × ${i.productName}${i.variantName ? ` (${i.variantName})` : ''}, Sku ${i.sku}`;
}

/** The claim photo: JPG or PNG, at most 10 MB (the server checks the content again). */
export const PHOTO_TYPES = ['image/png', 'image/jpeg'];
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

const bytesFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
export const formatBytes = (n: number) =>
  n < 1024 * 1024 ? `${bytesFormat.format(n / 1024)} KB` : `${bytesFormat.format(n / 1024 / 1024)} MB`;
