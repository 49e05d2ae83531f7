import { CLAIM_RESOLUTIONS, CLAIM_STATUSES, orderItemViewSchema, shipToViewSchema } from '@pressrun/domain';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { orderItemView } from '../orders';
import { CLAIM_MSG } from './messages';
import * as repo from './repo';

export const claimListItemSchema = z.object({
  id: z.number(),
  orderId: z.number(),
  companyName: z.string(),
  reason: z.string(),
  email: z.string(),
  status: z.string(),
  resolution: z.string().nullable(),
  createdAt: z.string(),
});

export const claimListPageSchema = z.object({
  claims: z.array(claimListItemSchema),
  next: z.string().nullable(),
});

export const staffClaimSchema = z.object({
  claim: z.object({
    id: z.number(),
    orderId: z.number(),
    companyId: z.number(),
    companyName: z.string(),
    reason: z.string(),
    remarks: z.string(),
    email: z.string(),
    status: z.enum(CLAIM_STATUSES),
    resolution: z.enum(CLAIM_RESOLUTIONS).nullable(),
    resolutionNote: z.string(),
    reprintOrderId: z.number().nullable(),
    resolvedByName: z.string().nullable(),
    resolvedAt: z.string().nullable(),
    createdAt: z.string(),
    /** Staff-only address of the photo (never a public media URL). */
    photoUrl: z.string(),
  }),
  order: z.object({
    id: z.number(),
    po: z.string(),
    status: z.string(),
    payType: z.string(),
    payStatus: z.string(),
    /** cents */
    total: z.number(),
    /** cents given back so far, and what a refund would still give back */
    refunded: z.number(),
    refundable: z.number(),
    totalQuantity: z.number(),
    shipTo: shipToViewSchema,
    carrier: z.string(),
    method: z.string(),
    trackingNumber: z.string().nullable(),
    createdAt: z.string(),
    shippedAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    reprintOfClaimId: z.number().nullable(),
    items: z.array(orderItemViewSchema.omit({ templateId: true, unitPrice: true, po: true })),
  }),
});
export type StaffClaim = z.infer<typeof staffClaimSchema>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A page of the staff claims list and the cursor of the next one. */
export async function claimsPage(db: Db, opts: { status?: string; after?: number }) {
  const rows = await repo.listClaims(db, opts);
  const page = rows.slice(0, repo.CLAIMS_PAGE_SIZE);
  return {
    claims: page.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    next: rows.length > repo.CLAIMS_PAGE_SIZE ? String(page.at(-1)!.id) : null,
  };
}

/** What staff see of a claim: the claim, its photo's address and the order it is about. */
export async function staffClaim(db: Db, id: number): Promise<StaffClaim> {
  const found = await repo.findClaimForStaff(db, id);
  if (!found) throw notFound(CLAIM_MSG.notFound);
  const { claim: c } = found;
  const order = (await repo.findOrderRow(db, c.orderId))!;
  const [items, refunded] = await Promise.all([
    repo.listOrderLines(db, order.id),
    repo.refundedSoFar(db, order.id),
  ]);
  return {
    claim: {
      id: c.id,
      orderId: c.orderId,
      companyId: c.companyId,
      companyName: found.companyName,
      reason: c.reason,
      remarks: c.remarks,
      email: c.email,
      status: c.status as StaffClaim['claim']['status'],
      resolution: c.resolution as StaffClaim['claim']['resolution'],
      resolutionNote: c.resolutionNote,
      reprintOrderId: c.reprintOrderId,
      resolvedByName: found.resolvedByName,
      resolvedAt: iso(c.resolvedAt),
      createdAt: c.createdAt.toISOString(),
      photoUrl: `/api/admin/claims/${c.id}/photo`,
    },
    order: {
      id: order.id,
      po: order.po,
      status: order.status,
      payType: order.payType,
      payStatus: order.payStatus,
      total: order.total,
      refunded,
      refundable: Math.max(0, order.total - refunded),
      totalQuantity: order.totalQuantity,
      shipTo: order.shipTo,
      carrier: order.carrier,
      method: order.method,
      trackingNumber: order.trackingNumber,
      createdAt: order.createdAt.toISOString(),
      shippedAt: iso(order.shippedAt),
      deliveredAt: iso(order.deliveredAt),
      reprintOfClaimId: order.reprintOfClaimId,
      // The response schema leaves out the line's price and PO.
      items: items.map(orderItemView),
    },
  };
}
