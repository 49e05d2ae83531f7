import type { ClaimReason, ClaimResolution, ClaimStatus, OrderItemView, ShipTo } from '@pressrun/domain';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, get, post, refreshSession, upload } from '../../app/api';
import { retryUnlessFinal } from '../../app/query';

/** An order line the claim names, and how many of its units are affected. */
export interface ClaimedItem {
  lineId: number;
  quantity: number;
}

/** What the claim form sends; each photo travels as a multipart part 'photo'. */
export interface ClaimInput {
  orderId: number;
  reason: ClaimReason;
  remarks: string;
  email: string;
  items: ClaimedItem[];
  photos: File[];
}

export interface FiledClaim {
  claim: { id: number; status: ClaimStatus };
  message: string;
}

/** A row of the staff claims list. */
export interface ClaimListItem {
  id: number;
  orderId: number;
  companyName: string;
  reason: string;
  email: string;
  status: ClaimStatus;
  resolution: string | null;
  createdAt: string;
}

/** An item a claim names: the order line, how many are affected, their share and staff's decision. */
export interface StaffClaimItem {
  lineId: number;
  sku: string;
  productName: string;
  variantName: string;
  colorName: string;
  previewUrl: string | null;
  ordered: number;
  quantity: number;
  /** cents a refund or credit of these units gives */
  share: number;
  decision: ClaimResolution | null;
}

/** A claim as staff see it, with the order it is about. */
export interface StaffClaim {
  claim: {
    id: number;
    orderId: number;
    companyId: number;
    companyName: string;
    reason: string;
    remarks: string;
    email: string;
    status: ClaimStatus;
    /** e.g. 'reprint' or 'reprint, refund' */
    resolution: string | null;
    resolutionNote: string;
    reprintOrderId: number | null;
    resolvedByName: string | null;
    resolvedAt: string | null;
    createdAt: string;
    photoUrls: string[];
    items: StaffClaimItem[];
  };
  order: {
    id: number;
    po: string;
    status: string;
    payType: string;
    payStatus: string;
    total: number;
    refunded: number;
    refundable: number;
    totalQuantity: number;
    shipTo: ShipTo;
    carrier: string;
    method: string;
    trackingNumber: string | null;
    createdAt: string;
    shippedAt: string | null;
    deliveredAt: string | null;
    reprintOfClaimId: number | null;
    items: Array<Omit<OrderItemView, 'templateId' | 'unitPrice' | 'po'>>;
  };
}

/** Whether an address names a claim or an order at all (a positive whole number). */
export const isId = (id: string | undefined): id is string => /^[1-9]\d{0,9}$/.test(id ?? '');

function claimForm(input: ClaimInput) {
  const form = new FormData();
  form.set('orderId', String(input.orderId));
  form.set('reason', input.reason);
  form.set('remarks', input.remarks);
  form.set('email', input.email);
  form.set('items', JSON.stringify(input.items));
  for (const photo of input.photos) form.append('photo', photo, photo.name);
  return form;
}

/**
 * Files a claim, reporting the upload's progress. The form may have been open longer than the
 * session's access cookie lives: a 401 refreshes the session once and sends again.
 */
export function useFileClaim(onProgress: (pct: number) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (input: ClaimInput) => {
      try {
        return await upload<FiledClaim>('/api/claims', claimForm(input), onProgress);
      } catch (e) {
        if (!(e instanceof ApiError && e.status === 401) || !(await refreshSession())) throw e;
        return upload<FiledClaim>('/api/claims', claimForm(input), onProgress);
      }
    },
    // The order now shows its claim, and may no longer be claimed about.
    onSuccess: () => void qc.invalidateQueries({ queryKey: ['orders'] }),
  });
}

const STAFF_KEY = ['admin', 'claims'] as const;
const claimKey = (id: string | number) => [...STAFF_KEY, 'one', String(id)];

/** The staff list's filter: one status, or every claim. */
export type ClaimFilter = ClaimStatus | 'ALL';

/** Claims for staff, newest first, 50 a page; Load more asks for the page after `next`. */
export function useStaffClaims(filter: ClaimFilter) {
  return useInfiniteQuery({
    queryKey: [...STAFF_KEY, 'list', filter],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (filter !== 'ALL') params.set('status', filter);
      if (pageParam) params.set('after', pageParam);
      const query = params.toString();
      return get<{ claims: ClaimListItem[]; next: string | null }>(
        `/api/admin/claims${query ? `?${query}` : ''}`,
      );
    },
    getNextPageParam: (last) => last.next,
    retry: retryUnlessFinal,
  });
}

export function useStaffClaim(id: string | undefined) {
  return useQuery({
    queryKey: claimKey(id ?? ''),
    queryFn: () => get<StaffClaim>(`/api/admin/claims/${id}`),
    enabled: isId(id),
    retry: retryUnlessFinal,
  });
}

export type ClaimAction =
  | { kind: 'resolve'; items: Array<{ lineId: number; decision: ClaimResolution }>; note: string }
  | { kind: 'reject'; reason: string };

/**
 * Settles a claim. The answer is the claim as it is now, shown at once; the list (its status) and
 * the production queue (a reprint is a new order) are read again when next shown.
 */
export function useSettleClaim(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: ClaimAction) =>
      a.kind === 'reject'
        ? post<StaffClaim & { message: string }>(`/api/admin/claims/${id}/reject`, { reason: a.reason })
        : post<StaffClaim & { message: string }>(`/api/admin/claims/${id}/resolve`, {
            items: a.items,
            note: a.note,
          }),
    onSuccess: ({ message: _, ...now }) => {
      qc.setQueryData(claimKey(id), now);
      void qc.invalidateQueries({ queryKey: [...STAFF_KEY, 'list'] });
      void qc.invalidateQueries({ queryKey: ['admin', 'production'] });
    },
    // Someone else settled it meanwhile (409): show the claim as it is now.
    onError: (e) => {
      if (e instanceof ApiError && e.status === 409) void qc.invalidateQueries({ queryKey: claimKey(id) });
    },
  });
}
