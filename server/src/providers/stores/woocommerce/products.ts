import type { Page, Published, PublishInput, StoreProduct } from '../port';
import { earlierPublish } from '../publish-retry';
import { WooApiError, type WooClient } from './client';
import { nextPage, pageOf } from './paging';
import { productAdminUrl } from './site';
import { decodeEntities } from './text';

/** A product as the REST API v3 answers it; the fields PressRun reads. */
export interface WooProductJson {
  id: number;
  name: string;
  /** simple, variable, grouped, external (and extensions' own). */
  type: string;
  status: string;
  sku: string;
  regular_price?: string;
  permalink?: string;
  /** A variable product's variation ids. */
  variations?: number[];
  attributes?: Array<{ id: number; name: string; visible?: boolean; variation?: boolean; options: string[] }>;
}

export interface WooVariationJson {
  id: number;
  sku: string;
  /** Since WooCommerce 8.x. */
  name?: string;
  /** An empty option is "any" value of that attribute. */
  attributes: Array<{ id: number; name: string; option: string }>;
}

const PER_PAGE = 50;
/** A product's variations come 100 to a page; more than this many pages is not a product to print. */
const MAX_VARIATION_PAGES = 10;

/**
 * A page of the store's products, oldest first (by id, so a product added meanwhile lands on a
 * later page instead of shifting this one). Only simple and variable products can be ordered and
 * shipped; grouped and external ones are left out. A simple product is its own one variant (the
 * product's id, as its order lines say: wooOrder); a variable product's variations are a request
 * of their own each, a few at a time.
 */
export async function listWooProducts(client: WooClient, cursor: string | null): Promise<Page<StoreProduct>> {
  const page = pageOf(cursor);
  const { data, headers } = await client.get<WooProductJson[]>('/wc/v3/products', {
    page,
    per_page: PER_PAGE,
    orderby: 'id',
    order: 'asc',
  });
  const sellable = data.filter((p) => p.type === 'simple' || p.type === 'variable');
  const items = await mapLimit(sellable, 4, (p) => toStoreProduct(client, p));
  return { items, next: nextPage(headers, page, data.length, PER_PAGE) };
}

async function toStoreProduct(client: WooClient, p: WooProductJson): Promise<StoreProduct> {
  if (p.type !== 'variable') {
    // The product's one-valued attributes name it as a variant would ("11oz / White").
    const title = (p.attributes ?? [])
      .filter((a) => a.options.length === 1)
      .map((a) => decodeEntities(a.options[0]!))
      .join(' / ');
    return {
      id: String(p.id),
      title: decodeEntities(p.name),
      variants: [{ id: String(p.id), title: title || 'Default', sku: p.sku || null }],
    };
  }
  const variations: WooVariationJson[] = [];
  for (let page = 1; page <= MAX_VARIATION_PAGES; page++) {
    const { data, headers } = await client.get<WooVariationJson[]>(`/wc/v3/products/${p.id}/variations`, {
      page,
      per_page: 100,
      orderby: 'id',
      order: 'asc',
    });
    variations.push(...data);
    if (!nextPage(headers, page, data.length, 100)) break;
  }
  return {
    id: String(p.id),
    title: decodeEntities(p.name),
    variants: variations.map((v) => ({
      id: String(v.id),
      title: decodeEntities(
        v.attributes.map((a) => a.option || `Any ${a.name}`).join(' / ') || v.name || `#${v.id}`,
      ),
      sku: v.sku || null,
    })),
  };
}

/**
 * Publishes one simple product (one variant, PressRun's SKU on it): the variant's name is a visible
 * attribute, WooCommerce fetches the photos from their URLs itself, the price is a decimal string.
 * WooCommerce refuses a SKU it already has (`product_invalid_sku`): the product that has it is then
 * looked up, and answered as published when it is this very one (`earlierPublish`: a retry after
 * an answer that never came); otherwise the refusal stands.
 */
export async function publishWooProduct(
  client: WooClient,
  site: string,
  input: PublishInput,
): Promise<Published> {
  const published = (id: number): Published => ({
    productId: String(id),
    variantId: String(id),
    adminUrl: productAdminUrl(site, id),
  });
  try {
    const { data } = await client.post<WooProductJson>('/wc/v3/products', {
      name: input.title,
      type: 'simple',
      status: 'publish',
      regular_price: centsToDecimal(input.price),
      description: toHtml(input.description),
      sku: input.sku,
      images: input.images.map((src) => ({ src })),
      attributes: input.variantTitle
        ? [{ name: 'Option', options: [input.variantTitle], visible: true, variation: false }]
        : [],
    });
    return published(data.id);
  } catch (e) {
    if (!(e instanceof WooApiError && e.code === 'product_invalid_sku')) throw e;
    const { data } = await client.get<WooProductJson[]>('/wc/v3/products', { sku: input.sku });
    // WordPress may keep the title HTML-escaped ("Tea &amp; Toast").
    const price = centsToDecimal(input.price);
    const same = earlierPublish(
      input,
      data
        .filter((p) => p.sku === input.sku)
        .map((p) => ({ id: p.id, title: decodeEntities(p.name), samePrice: p.regular_price === price })),
    );
    if (same) return published(same.id);
    throw new WooApiError('rejected', `WooCommerce refused the SKU ${input.sku} (${e.message}).`, e.code);
  }
}

/** 2499 → "24.99", from the digits (no float arithmetic). */
export const centsToDecimal = (cents: number) => {
  const c = Math.round(cents);
  return `${Math.trunc(c / 100)}.${String(Math.abs(c % 100)).padStart(2, '0')}`;
};

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as the product page's HTML: blank lines part paragraphs, a line break stays one. */
export function toHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>\n')}</p>`)
    .join('\n');
}

/** `fn` over `items`, at most `limit` at a time, answers in order. */
async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
