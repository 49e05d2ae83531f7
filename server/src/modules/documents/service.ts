import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { Buyer, StaffMember } from '../../lib/session';
import { privateKey } from '../../providers/storage';
import { setResaleCertificateApproved } from '../auth';
import {
  type Application,
  companyTerms,
  declineTerms,
  grantTerms,
  markTermsUnderReview,
} from '../credit-terms';
import type { DocumentsDeps } from './deps';
import { type DocumentOutcome, documentOutcomeMail, documentReceivedMail } from './mails';
import { DOC_MSG, type DocumentKind, type DocumentStatus } from './messages';
import * as repo from './repo';
import type { DocumentFile } from './upload';
import { documentView } from './views';

/**
 * Keeps a document the company handed in: the file privately in storage, a row 'Under Review'
 * (replacing one of the same kind still waiting), a terms application marks the terms 'Under
 * Review', and support is mailed. All but the file in one transaction.
 */
export async function uploadDocument(
  deps: DocumentsDeps,
  who: Buyer,
  kind: DocumentKind,
  file: DocumentFile,
) {
  const fileKey = privateKey('documents', who.companyId, `.${file.ext}`);
  await deps.storage.put(fileKey, file.bytes, file.contentType);
  try {
    return await deps.db.transaction(async (tx) => {
      await repo.closeWaiting(tx, who.companyId, kind);
      const doc = await repo.insertDocument(tx, {
        companyId: who.companyId,
        userId: who.userId,
        kind,
        fileKey,
        contentType: file.contentType,
        fileName: file.fileName,
      });
      if (kind === 'terms_application') await markTermsUnderReview(tx, who.companyId);
      const by = await repo.uploader(tx, who.userId);
      await deps.jobs.enqueueAll(
        [
          documentReceivedMail(deps.config, doc, {
            companyName: by?.companyName ?? `company ${who.companyId}`,
            by: by ? `${by.firstName} (${by.email})`.trim() : 'A customer',
          }),
        ],
        tx,
      );
      return documentView(doc);
    });
  } catch (err) {
    await deps.storage.delete(fileKey).catch(() => {});
    throw err;
  }
}

/** The company's latest document of each kind, its credit terms and whether its certificate exempts it. */
export async function documentsSummary(db: Db, companyId: number) {
  const [terms, certificate, app, approved] = await Promise.all([
    companyTerms(db, companyId),
    repo.latestOfKind(db, companyId, 'resale_certificate'),
    repo.latestOfKind(db, companyId, 'terms_application'),
    repo.certificateApproved(db, companyId),
  ]);
  return {
    termsApplication: app ? documentView(app) : null,
    resaleCertificate: certificate ? documentView(certificate) : null,
    terms,
    resaleCertificateApproved: approved,
  };
}

/** The credit-terms module's port: the company's latest terms application. */
export async function latestApplication(db: Db, companyId: number): Promise<Application | null> {
  const doc = await repo.latestOfKind(db, companyId, 'terms_application');
  if (!doc) return null;
  const v = documentView(doc);
  return {
    id: v.id,
    status: v.status,
    reason: v.reason,
    fileName: v.fileName,
    createdAt: v.createdAt,
    reviewedAt: v.reviewedAt,
  };
}

export type Decision = { approve: true; limit: number | null } | { approve: false; reason: string };

/**
 * Staff decide a waiting document, once: approving a terms application grants its limit (cents;
 * admins only, as credit is money given), approving a certificate exempts the company from
 * California's tax; rejecting declines the terms or withdraws the exemption. The decision, its
 * effect on the company and the uploader's mail are one transaction; a second decision is a 409.
 */
export async function decideDocument(deps: DocumentsDeps, staff: StaffMember, id: number, d: Decision) {
  const doc = await repo.findDocument(deps.db, id);
  if (!doc) throw notFound(DOC_MSG.notFound);
  const terms = doc.kind === 'terms_application';
  if (terms && staff.role !== 'admin') throw forbidden(DOC_MSG.adminOnly);
  if (doc.status !== 'Under Review') throw conflict(DOC_MSG.alreadyReviewed(doc.status));
  if (terms && d.approve && !d.limit) throw badRequest(DOC_MSG.limit, { limit: DOC_MSG.limit });
  const to = (await repo.uploader(deps.db, doc.userId))?.email ?? null;

  return deps.db.transaction(async (tx) => {
    const decided = await repo.decide(tx, id, {
      status: d.approve ? 'Approved' : 'Rejected',
      reason: d.approve ? '' : d.reason,
      limitCents: d.approve && terms ? d.limit : null,
      reviewedBy: staff.userId,
      reviewedByName: staff.name || 'Staff',
    });
    if (!decided) {
      const now = await repo.findDocument(tx, id);
      throw conflict(DOC_MSG.alreadyReviewed(now?.status ?? 'Approved'));
    }
    if (terms) {
      if (d.approve) await grantTerms(tx, doc.companyId, d.limit ?? 0);
      else await declineTerms(tx, doc.companyId);
    } else await setResaleCertificateApproved(tx, doc.companyId, d.approve);
    const outcome: DocumentOutcome = d.approve
      ? { kind: 'approved', limit: d.limit }
      : { kind: 'rejected', reason: d.reason };
    if (to) await deps.jobs.enqueueAll([documentOutcomeMail(deps.config, to, decided, outcome)], tx);
    return decided;
  });
}

/** The status filter of the staff list: one status, or every document. */
export type StatusFilter = DocumentStatus | 'all';
