import {
  CART_MSG,
  CHECKOUT_MSG,
  FILES_MSG,
  MSG,
  type OrderStore,
  PRICING_MSG,
  QUANTITY_MAX,
  QUANTITY_MIN,
  type ShipTo,
  shipToSchema,
} from '@pressrun/domain';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import { keyFromMediaUrl } from '../../providers/storage/port';
import { companyTerms } from '../auth';
import { findProduct } from '../catalog/service';
import { resolveArtworkSources } from '../files';
import type { NewOrderItem } from '../orders';
import { templatesById } from '../templates';
import { priceLines } from './quote';

/** A line ordered by list: a saved template, or a product with one of the company's artwork files. */
export type ItemsOrderItem = ({ templateId: number } | { sku: string; artworkFileId: number }) & {
  quantity: number;
  po?: string;
};

/** An order made from an explicit list of items (the public API, bulk orders), not the web cart. */
export interface ItemsOrderInput {
  po: string;
  shipTo: ShipTo;
  shippingOption: 'Standard' | 'Expedited';
  paymentType: 'default_card' | 'term';
  items: ItemsOrderItem[];
  /** The connected store the order came from (the stores module places its orders this way). */
  store?: OrderStore;
}

export const ITEMS_MSG = {
  noItems: 'An order needs at least one item.',
  tooManyItems: 'An order holds at most 100 items.',
} as const;

const MAX_ITEMS = 100;

/** A line to write: the order's line without its tax (the quote gives it). */
export type ItemLine = Omit<NewOrderItem, 'tax'> & { unitPrice: number; po: string };

/** A clear 400 naming the item (1-based, as a person counts the lines of their list). */
const itemError = (i: number, message: string) =>
  new AppError(400, 'item_invalid', `Item ${i + 1}: ${message}`, { [`items.${i}`]: message });

/** The address checked with the order review form's own rules (its first complaint is the message). */
export function checkShipTo(shipTo: unknown): ShipTo {
  const parsed = shipToSchema.safeParse(shipTo);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[`ship_to.${issue.path.join('.')}`] ??= issue.message;
  throw new AppError(400, 'form_submission_error', Object.values(fields)[0]!, fields);
}

/**
 * The lines of a list of items, read for this company only: a template or artwork file of another
 * company is as missing as one that never existed. Prices come from the catalogue, never the caller.
 */
export async function resolveItems(
  ctx: AppContext,
  companyId: number,
  items: ItemsOrderItem[],
  orderPo: string,
): Promise<ItemLine[]> {
  checkItems(items);
  return linesOfItems(ctx, items, orderPo, await readItemSources(ctx, companyId, [items]));
}

/**
 * The list's own limits (count, quantities: pricing's 1 to 999), checked before anything is read
 * or any Idempotency-Key is claimed.
 */
export function checkItems(items: ItemsOrderItem[]) {
  if (!items.length) throw new AppError(400, 'validation', ITEMS_MSG.noItems);
  if (items.length > MAX_ITEMS) throw new AppError(400, 'validation', ITEMS_MSG.tooManyItems);
  items.forEach((it, i) => {
    if (!Number.isInteger(it.quantity) || it.quantity < QUANTITY_MIN || it.quantity > QUANTITY_MAX)
      throw itemError(i, PRICING_MSG.quantity);
  });
}

/** The templates and artwork files some lists of items name (the company's only). */
export interface ItemSources {
  templates: Awaited<ReturnType<typeof templatesById>>;
  files: Awaited<ReturnType<typeof resolveArtworkSources>>;
}

/**
 * Reads what the lists name in two statements, however many lists: a run of orders (a bulk
 * upload's chunk) reads its templates and files once rather than once per order.
 */
export async function readItemSources(
  ctx: AppContext,
  companyId: number,
  lists: ItemsOrderItem[][],
): Promise<ItemSources> {
  const items = lists.flat();
  const templateIds = items.flatMap((it) => ('templateId' in it ? [it.templateId] : []));
  const fileIds = items.flatMap((it) => ('artworkFileId' in it ? [String(it.artworkFileId)] : []));
  const [templates, files] = await Promise.all([
    templatesById(
      ctx,
      companyId,
      templateIds.filter((id) => Number.isInteger(id) && id > 0 && id < 2 ** 31),
    ),
    resolveArtworkSources(ctx, companyId, fileIds),
  ]);
  return { templates, files };
}

/** The lines of a checked list from what was read for it; a missing or hidden thing names its item. */
export function linesOfItems(
  ctx: AppContext,
  items: ItemsOrderItem[],
  orderPo: string,
  { templates, files }: ItemSources,
): Promise<ItemLine[]> {
  return Promise.all(
    items.map(async (it, i): Promise<ItemLine> => {
      const po = (it.po ?? orderPo).trim();
      if ('templateId' in it) {
        const t = templates.get(it.templateId);
        if (!t) throw itemError(i, CART_MSG.templateMissing);
        if (!t.previewUrl)
          throw new AppError(409, 'template_not_ready', `Item ${i + 1}: ${CART_MSG.templateNotReady}`);
        const p = await findProduct(ctx, t.sku);
        if (!p || p.hidden) throw itemError(i, CHECKOUT_MSG.itemUnavailable);
        return {
          templateId: t.id,
          sku: t.sku,
          productName: p.product,
          variantName: p.variantName,
          colorName: p.colorName,
          quantity: it.quantity,
          unitPrice: p.price,
          po,
          previewKey: keyFromMediaUrl(t.previewUrl),
          printFileKey: t.printFile?.url ? keyFromMediaUrl(t.printFile.url) : null,
        };
      }
      const p = await findProduct(ctx, it.sku.trim());
      if (!p || p.hidden) throw itemError(i, MSG.productNotFound);
      const file = files.get(String(it.artworkFileId));
      if (!file) throw itemError(i, FILES_MSG.notFound);
      return {
        templateId: null,
        sku: it.sku.trim(),
        productName: p.product,
        variantName: p.variantName,
        colorName: p.colorName,
        quantity: it.quantity,
        unitPrice: p.price,
        po,
        previewKey: file.thumbnailKey,
        printFileKey: file.storageKey,
      };
    }),
  );
}

/**
 * What an items order would cost (the public API's quote): the same lines, checks and pricing as
 * placing it, without the money or the order.
 */
export async function quoteItems(
  ctx: AppContext,
  companyId: number,
  input: Pick<ItemsOrderInput, 'shipTo' | 'shippingOption' | 'items'>,
) {
  const shipTo = checkShipTo(input.shipTo);
  const [lines, terms] = await Promise.all([
    resolveItems(ctx, companyId, input.items, ''),
    companyTerms(ctx.db, companyId),
  ]);
  const { quote } = await priceLines(ctx, shipTo, input.shippingOption, lines, {
    resaleCertificateApproved: terms.resaleCertificateApproved,
    promoPercent: null,
  });
  return quote;
}
