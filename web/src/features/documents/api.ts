import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, get, post, refreshSession, upload } from '../../app/api';
import { retryUnlessFinal } from '../../app/query';

export type DocumentKind = 'terms_application' | 'resale_certificate';
export type DocumentStatus = 'Under Review' | 'Approved' | 'Rejected';
export type TermStatus = 'Under Review' | 'Approved' | 'Declined';

/** A document the company handed in, as the API answers it. */
export interface DocumentView {
  id: number;
  kind: DocumentKind;
  status: DocumentStatus;
  /** Why staff rejected it ('' otherwise). */
  reason: string;
  fileName: string;
  contentType: 'application/pdf' | 'image/png' | 'image/jpeg';
  createdAt: string;
  reviewedAt: string | null;
  fileUrl: string;
}

/** Amounts in cents; a null status means the company never applied. */
export interface CompanyTerms {
  status: TermStatus | null;
  limit: number | null;
  balance: number | null;
}

export interface DocumentsSummary {
  termsApplication: DocumentView | null;
  resaleCertificate: DocumentView | null;
  terms: CompanyTerms;
  resaleCertificateApproved: boolean;
}

export const SAMPLE_CERTIFICATE_URL = '/api/documents/samples/resale-certificate.pdf';
export const TERMS_APPLICATION_URL = '/api/documents/samples/terms-application.pdf';
/** The bulk orders sample, filled in with the company's own templates (the bulk orders API makes it). */
export const SAMPLE_ORDERS_URL = '/api/bulk-orders/samples/orders.csv';
/** What the server takes (it decides by content; the picker is a first filter). */
export const DOCUMENT_ACCEPT = ['application/pdf', 'image/png', 'image/jpeg'];
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

export const DOCUMENTS_KEY = ['documents'] as const;
/** The credit terms tab reads its own query; an upload of an application changes it too. */
export const CREDIT_TERMS_KEY = ['credit-terms'] as const;

export const isId = (id: string | undefined): id is string => /^[1-9]\d{0,9}$/.test(id ?? '');

export function useDocuments() {
  return useQuery({
    queryKey: DOCUMENTS_KEY,
    queryFn: () => get<DocumentsSummary>('/api/documents'),
    retry: retryUnlessFinal,
  });
}

function fileForm(file: File) {
  const form = new FormData();
  form.set('file', file, file.name);
  return form;
}

/**
 * Hands in a document, reporting the upload's progress. The page may have been open longer than
 * the access cookie lives: a 401 refreshes the session once and sends again.
 */
export function useUploadDocument(kind: DocumentKind, onProgress: (pct: number) => void) {
  const qc = useQueryClient();
  const url = `/api/documents/${kind}`;
  return useMutation({
    mutationFn: async (file: File) => {
      type Answer = { document: DocumentView; message: string };
      try {
        return await upload<Answer>(url, fileForm(file), onProgress);
      } catch (e) {
        if (!(e instanceof ApiError && e.status === 401) || !(await refreshSession())) throw e;
        return upload<Answer>(url, fileForm(file), onProgress);
      }
    },
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: DOCUMENTS_KEY });
      void qc.invalidateQueries({ queryKey: CREDIT_TERMS_KEY });
    },
  });
}

/** A row of the staff list. */
export interface StaffDocumentItem {
  id: number;
  kind: DocumentKind;
  status: DocumentStatus;
  companyId: number;
  companyName: string;
  fileName: string;
  contentType: DocumentView['contentType'];
  createdAt: string;
  reviewedAt: string | null;
}

/** One document as staff see it. */
export interface StaffDocument {
  document: DocumentView & { limit: number | null; reviewedByName: string | null };
  company: { id: number; name: string; terms: CompanyTerms; resaleCertificateApproved: boolean };
  uploadedBy: { name: string; email: string } | null;
}

export type StatusFilter = DocumentStatus | 'all';
export type KindFilter = DocumentKind | 'all';

const STAFF_KEY = ['admin', 'documents'] as const;
const docKey = (id: string | number) => [...STAFF_KEY, 'one', String(id)];

/** Documents for staff, 50 a page; Load more asks for the page after `next`. */
export function useStaffDocuments(status: StatusFilter, kind: KindFilter) {
  return useInfiniteQuery({
    queryKey: [...STAFF_KEY, 'list', status, kind],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ status });
      if (kind !== 'all') params.set('kind', kind);
      if (pageParam) params.set('after', pageParam);
      return get<{ documents: StaffDocumentItem[]; next: string | null }>(`/api/admin/documents?${params}`);
    },
    getNextPageParam: (last) => last.next,
    retry: retryUnlessFinal,
  });
}

export function useStaffDocument(id: string | undefined) {
  return useQuery({
    queryKey: docKey(id ?? ''),
    queryFn: () => get<StaffDocument>(`/api/admin/documents/${id}`),
    enabled: isId(id),
    retry: retryUnlessFinal,
  });
}

export type Decision = { approve: true; limit?: number } | { approve: false; reason: string };

/** Approves (a terms application with its limit in dollars) or rejects a waiting document. */
export function useDecideDocument(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (d: Decision) =>
      d.approve
        ? post<StaffDocument & { message: string }>(
            `/api/admin/documents/${id}/approve`,
            d.limit === undefined ? {} : { limit: d.limit },
          )
        : post<StaffDocument & { message: string }>(`/api/admin/documents/${id}/reject`, {
            reason: d.reason,
          }),
    onSuccess: ({ message: _, ...now }) => {
      qc.setQueryData(docKey(id), now);
      void qc.invalidateQueries({ queryKey: [...STAFF_KEY, 'list'] });
      void qc.invalidateQueries({ queryKey: ['admin', 'companies'] });
    },
    // Someone else decided it meanwhile (409): show the document as it is now.
    onError: (e) => {
      if (e instanceof ApiError && e.status === 409) void qc.invalidateQueries({ queryKey: docKey(id) });
    },
  });
}
