import { CLAIM_RESOLUTIONS, CLAIM_STATUSES, orderItemViewSchema, shipToViewSchema } from '@pressrun/domain';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { pageOf } from '../../lib/review-queue';
import { orderItemView } from '../orders';
import * as repo from './repo';
import { shareOf } from './share';

/** A claim's photos' storage keys, first to last. */
export const photoKeysOf = (c: Pick<repo.ClaimRow, 'photoKey' | 'morePhotoKeys'>) => [
  c.photoKey,
  ...c.morePhotoKeys,
];

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

export const claimItemSchema = z.object({
  lineId: z.number(),
  sku: z.string(),
  productName: z.string(),
  variantName: z.string(),
  colorName: z.string(),
  previewUrl: z.string().nullable(),
  /** units of the line ordered, and of them affected */
  ordered: z.number(),
  quantity: z.number(),
  /** cents a refund or credit of these units gives */
  share: z.number(),
  decision: z.enum(CLAIM_RESOLUTIONS).nullable(),
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
    /** What the items were settled with, e.g. 'reprint' or 'reprint, refund' */
    resolution: z.string().nullable(),
    resolutionNote: z.string(),
    reprintOrderId: z.number().nullable(),
    resolvedByName: z.string().nullable(),
    resolvedAt: z.string().nullable(),
    createdAt: z.string(),
    /** Staff-only addresses of the photos, 1 to 5 (never public media URLs). */
    photoUrls: z.array(z.string()),
    /** The items the claim names: the order line, how many are affected, and staff's decision. */
    items: z.array(claimItemSchema),
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
  const { page, next } = pageOf(await repo.listClaims(db, opts), repo.CLAIMS_PAGE_SIZE, (r) => r.id);
  return { claims: page.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), next };
}

/** What staff see of a claim: the claim, its photo's address and the order it is about; null for none. */
export async function staffClaim(db: Db, id: number): Promise<StaffClaim | null> {
  const found = await repo.findClaimForStaff(db, id);
  if (!found) return null;
  const { claim: c } = found;
  const order = (await repo.findOrderRow(db, c.orderId))!;
  const [items, refunded, claimed] = await Promise.all([
    repo.listOrderLines(db, order.id),
    repo.refundedSoFar(db, order.id),
    repo.listClaimItems(db, c.id),
  ]);
  // A claim written without items (before they existed) is about the whole order.
  const named = claimed.length
    ? claimed.map(({ item, line }) => ({ line, quantity: item.quantity, decision: item.decision }))
    : items.map((line) => ({ line, quantity: line.quantity, decision: null }));
  const units = named.map((n) => ({ lineId: n.line.id, quantity: n.quantity }));
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
      resolution: c.resolution,
      resolutionNote: c.resolutionNote,
      reprintOrderId: c.reprintOrderId,
      resolvedByName: found.resolvedByName,
      resolvedAt: iso(c.resolvedAt),
      createdAt: c.createdAt.toISOString(),
      photoUrls: photoKeysOf(c).map((_, i) => `/api/admin/claims/${c.id}/photos/${i + 1}`),
      items: named.map((n, i) => ({
        ...orderItemView(n.line),
        lineId: n.line.id,
        ordered: n.line.quantity,
        quantity: n.quantity,
        share: shareOf(order, items, units, [units[i]!]),
        decision: n.decision as StaffClaim['claim']['items'][number]['decision'],
      })),
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
