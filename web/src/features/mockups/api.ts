import type {
  CartView,
  CreateTemplateInput,
  Layer,
  ListingStatus,
  MockupListing,
  TemplateView,
  UpdateTemplateInput,
} from '@pressrun/domain';
import { useQuery } from '@tanstack/react-query';
import { del, get, post, put } from '../../app/api';
import type { MockupGeometry } from './printArea';

/** The part of a catalogue product the builder reads (GET /api/catalog/products/:sku). */
export interface BuilderProduct {
  sku: string;
  product: string;
  variantName?: string | null;
  colorName?: string | null;
  price: number;
  printArea: { widthPx: number; heightPx: number; dpi: number; bleedPx: number };
  mockupShape: string | null;
  /** Where the print goes in the product images, with the printable face when it is not a rectangle. */
  mockup?: MockupGeometry | null;
  images: {
    blank?: string | null;
    render0?: string | null;
    render90?: string | null;
    render270?: string | null;
  };
}

export function useBuilderProduct(sku: string | null) {
  return useQuery({
    // Its own key: the catalogue pages cache a different shape of the same product.
    queryKey: ['builder', 'product', sku],
    queryFn: async () =>
      (await get<{ product: BuilderProduct }>(`/api/catalog/products/${encodeURIComponent(sku!)}`)).product,
    enabled: Boolean(sku),
    retry: false,
    staleTime: 5 * 60_000,
  });
}

export const templateKey = (id: number) => ['templates', id] as const;

export function useTemplate(id: number | null) {
  return useQuery({
    queryKey: templateKey(id ?? 0),
    queryFn: async () => (await get<{ template: TemplateView }>(`/api/templates/${id}`)).template,
    enabled: id != null,
    retry: false,
    // Reopening must show the design as it was saved, not a cached copy.
    staleTime: 0,
    gcTime: 0,
  });
}

export const createTemplate = async (body: CreateTemplateInput) =>
  (await post<{ template: TemplateView }>('/api/templates', body)).template;

export const updateTemplate = async (id: number, body: UpdateTemplateInput) =>
  (await put<{ template: TemplateView }>(`/api/templates/${id}`, body)).template;

export const deleteTemplate = (id: number) => del(`/api/templates/${id}`);

/**
 * Review Order's second half: the saved template in the cart, once (the server adds no second line
 * for a template already there). Answers the whole cart, as every cart call does.
 */
export const putTemplateInCart = async (id: number) =>
  (await put<{ cart: CartView }>(`/api/cart/templates/${id}`)).cart;

// ---- mockup renders (POST /api/mockups, GET /api/mockups/:id) -------------------------------

export interface MockupPreview {
  angle: number;
  url: string;
  width: number;
  height: number;
}

export interface MockupRender {
  id: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  progress?: number;
  previews: MockupPreview[];
  printFile?: { url: string; width: number; height: number; dpi: number } | null;
  error?: string | null;
  /** The 2000 px listing renders (Front, Angled, Right, Left per background), drawn after the previews. */
  listings?: MockupListing[];
  listingStatus?: ListingStatus;
  listingBackgrounds?: Array<{ background: string; status: ListingStatus }>;
}

export async function requestMockup(sku: string, layers: Layer[]): Promise<MockupRender> {
  const r = await post<Partial<MockupRender> & { id: string | number }>('/api/mockups', { sku, layers });
  return { previews: [], status: 'queued', ...r, id: String(r.id) };
}

export async function fetchMockup(id: string): Promise<MockupRender> {
  const r = await get<Partial<MockupRender> & { id?: string | number }>(
    `/api/mockups/${encodeURIComponent(id)}`,
  );
  return { previews: [], status: 'queued', ...r, id: String(r.id ?? id) };
}

/** Asks for a render's listing renders on another background (white, grey or a hex colour). */
export async function requestListings(id: string, background: string): Promise<MockupRender> {
  const r = await post<Partial<MockupRender> & { id?: string | number }>(
    `/api/mockups/${encodeURIComponent(id)}/listings`,
    { background },
  );
  return { previews: [], status: 'queued', ...r, id: String(r.id ?? id) };
}
