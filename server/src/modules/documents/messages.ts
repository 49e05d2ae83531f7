/** What a company hands in for staff to review. */
export const DOCUMENT_KINDS = ['terms_application', 'resale_certificate'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_STATUSES = ['Under Review', 'Approved', 'Rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** The types a document may be, found from its content (never its name). */
export const DOCUMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Largest document accepted, in bytes. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** Longest rejection reason, in characters. */
export const REASON_MAX = 2000;

/** Largest credit limit staff may grant, in dollars (as the companies console takes). */
export const LIMIT_MAX_DOLLARS = 1_000_000;

export const KIND_LABEL: Record<DocumentKind, string> = {
  terms_application: 'credit terms application',
  resale_certificate: 'resale certificate',
};

/** What the document routes answer when something is missing or wrong. */
export const DOC_MSG = {
  kind: 'Please choose what the document is: a terms application or a resale certificate.',
  fileMissing: 'Please choose a file to upload (PDF, PNG or JPG).',
  fileType: "You can't upload files of this type. Please upload a PDF, PNG or JPG.",
  tooLarge: 'The file is too large: it may be at most 10 MB.',
  unreadable: 'The file could not be read. Please upload one PDF, PNG or JPG file.',
  oneFile: 'Please upload one file at a time.',
  uploaded: 'Success!',
  notFound: 'That document does not exist.',
  alreadyReviewed: (status: string) =>
    `This document has already been ${status === 'Approved' ? 'approved' : 'rejected'}.`,
  limit: 'Enter a limit from $0.01 to $1,000,000 with at most 2 decimals.',
  rejectReason: 'Please give the reason for rejecting the document.',
  reasonLong: `Please keep the reason to ${REASON_MAX.toLocaleString('en-US')} characters.`,
  replaced: 'Replaced by a newer upload.',
  adminOnly: 'Only a PressRun admin can do this.',
  badCursor: 'Invalid cursor.',
} as const;
