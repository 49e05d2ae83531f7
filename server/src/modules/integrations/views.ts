import { z } from 'zod';
import type { Db } from '../../db/client';
import { pageOf } from '../../lib/review-queue';
import { REQUEST_STATUSES, type RequestStatus } from './messages';
import * as repo from './repo';

/** An integration request as its company sees it. */
export const requestSchema = z.object({
  id: z.number(),
  name: z.string(),
  stores: z.array(z.string()),
  budget: z.string(),
  companyName: z.string(),
  email: z.string(),
  phone: z.string(),
  status: z.enum(REQUEST_STATUSES),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type RequestView = z.infer<typeof requestSchema>;

export const requestListSchema = z.object({ requests: z.array(requestSchema) });

/** What staff see besides: the account it came from and who issued the keys. */
export const staffRequestSchema = requestSchema.extend({
  companyId: z.number(),
  account: z.string(),
  handledByName: z.string().nullable(),
});

export const staffListSchema = z.object({
  requests: z.array(staffRequestSchema),
  next: z.string().nullable(),
});

export function requestView(r: repo.IntegrationRequestRow): RequestView {
  return {
    id: r.id,
    name: r.name,
    stores: r.stores,
    budget: r.budget,
    companyName: r.companyName,
    email: r.email,
    phone: r.phone,
    status: r.status as RequestStatus,
    createdAt: r.createdAt.toISOString(),
    handledAt: r.handledAt?.toISOString() ?? null,
  };
}

/** A page of the staff list and the cursor of the next one. */
export async function staffRequestsPage(db: Db, opts: { status?: RequestStatus; before?: number }) {
  const rows = await repo.listForStaff(db, opts);
  const { page, next } = pageOf(rows, repo.REQUESTS_PAGE_SIZE, (r) => r.request.id);
  return { requests: page.map(staffView), next };
}

/** One request as staff see it, or null. */
export async function staffRequest(db: Db, id: number) {
  const [row] = await repo.listForStaff(db, { id });
  return row ? staffView(row) : null;
}

type StaffRow = Awaited<ReturnType<typeof repo.listForStaff>>[number];

function staffView(r: StaffRow): z.infer<typeof staffRequestSchema> {
  const handler = r.handledByName === null ? null : `${r.handledByName} ${r.handledByLast ?? ''}`.trim();
  return {
    ...requestView(r.request),
    companyId: r.request.companyId,
    account: r.account,
    // A handler whose name is blank is still someone: say staff rather than nothing.
    handledByName: handler === null ? null : handler || 'Staff',
  };
}
