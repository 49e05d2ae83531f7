import { z } from 'zod';
import type { Db } from '../../db/client';
import { pageOf } from '../../lib/review-queue';
import { termsSchema } from '../credit-terms';
import { DOCUMENT_KINDS, DOCUMENT_STATUSES, DOCUMENT_TYPES, type DocumentStatus } from './messages';
import * as repo from './repo';

export const documentSchema = z.object({
  id: z.number(),
  kind: z.enum(DOCUMENT_KINDS),
  status: z.enum(DOCUMENT_STATUSES),
  /** Why staff rejected it ('' otherwise). */
  reason: z.string(),
  fileName: z.string(),
  contentType: z.enum(DOCUMENT_TYPES),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** The company's own address of the file (never a public media URL). */
  fileUrl: z.string(),
});
export type DocumentView = z.infer<typeof documentSchema>;

export const summarySchema = z.object({
  termsApplication: documentSchema.nullable(),
  resaleCertificate: documentSchema.nullable(),
  terms: termsSchema,
  /** While true, orders to California carry no estimated tax. */
  resaleCertificateApproved: z.boolean(),
});

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function documentView(doc: repo.DocumentRow, base = '/api/documents'): DocumentView {
  return {
    id: doc.id,
    kind: doc.kind as DocumentView['kind'],
    status: doc.status as DocumentView['status'],
    reason: doc.reason,
    fileName: doc.fileName,
    contentType: doc.contentType as DocumentView['contentType'],
    createdAt: doc.createdAt.toISOString(),
    reviewedAt: iso(doc.reviewedAt),
    fileUrl: `${base}/${doc.id}/file`,
  };
}

export const staffListItemSchema = z.object({
  id: z.number(),
  kind: z.enum(DOCUMENT_KINDS),
  status: z.enum(DOCUMENT_STATUSES),
  companyId: z.number(),
  companyName: z.string(),
  fileName: z.string(),
  contentType: z.enum(DOCUMENT_TYPES),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});

export const staffListSchema = z.object({
  documents: z.array(staffListItemSchema),
  next: z.string().nullable(),
});

export const staffDocumentSchema = z.object({
  document: documentSchema.extend({
    /** For an approved terms application: the limit granted (cents). */
    limit: z.number().nullable(),
    reviewedByName: z.string().nullable(),
  }),
  company: z.object({
    id: z.number(),
    name: z.string(),
    terms: termsSchema,
    resaleCertificateApproved: z.boolean(),
  }),
  uploadedBy: z.object({ name: z.string(), email: z.string() }).nullable(),
});
export type StaffDocument = z.infer<typeof staffDocumentSchema>;

/** A page of the staff list and the cursor of the next one. */
export async function staffDocumentsPage(
  db: Db,
  opts: { status?: DocumentStatus; kind?: (typeof DOCUMENT_KINDS)[number]; after?: number },
) {
  const rows = await repo.listForStaff(db, opts);
  const { page, next } = pageOf(rows, repo.DOCUMENTS_PAGE_SIZE, (r) => r.id);
  return {
    documents: page.map((r) => ({
      ...r,
      kind: r.kind as DocumentView['kind'],
      status: r.status as DocumentView['status'],
      contentType: r.contentType as DocumentView['contentType'],
      createdAt: r.createdAt.toISOString(),
      reviewedAt: iso(r.reviewedAt),
    })),
    next,
  };
}

/** One document as staff see it: the file's staff address, the company and its terms, the uploader; null for none. */
export async function staffDocument(db: Db, id: number): Promise<StaffDocument | null> {
  const found = await repo.findForStaff(db, id);
  if (!found) return null;
  const { doc } = found;
  return {
    document: {
      ...documentView(doc, '/api/admin/documents'),
      limit: doc.limitCents,
      reviewedByName: doc.reviewedByName,
    },
    company: {
      id: doc.companyId,
      name: found.companyName,
      terms: {
        status: found.termStatus as StaffDocument['company']['terms']['status'],
        limit: found.termLimit,
        balance: found.termBalance,
      },
      resaleCertificateApproved: found.certificateApproved,
    },
    uploadedBy: found.uploaderEmail
      ? { name: found.uploaderName || found.uploaderEmail, email: found.uploaderEmail }
      : null,
  };
}
