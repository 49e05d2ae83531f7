import {
  type DuplicateTemplateInput,
  MAX_INPUT,
  MSG,
  type ProductDetail,
  refitLayers,
  TEMPLATE_MSG,
} from '@pressrun/domain';
import { badRequest, notFound } from '../../lib/errors';
import type { TemplatesDeps } from './deps';
import { catalogSnapshot, findProduct } from './links';
import { presentOne } from './listings';
import { printSizeOf } from './product';
import * as repo from './repo';
import { toView } from './service';

const same = (want: string | undefined, ...names: string[]) =>
  !want || names.some((n) => n.toLowerCase() === want.toLowerCase());

/**
 * The product a copy goes to: `sku` (remaps applied), or the variant and colour of its product
 * that `variant` and `color` name (the sku's own where one is left out). A sku that does not exist
 * or is no longer offered is 400 'Sorry, this product does not exist'; a variant and colour the
 * product does not come in is 400 too, naming the field.
 */
async function targetProduct(ctx: TemplatesDeps, input: DuplicateTemplateInput): Promise<ProductDetail> {
  const p = await findProduct(ctx, input.sku);
  if (!p || p.hidden) throw badRequest(MSG.productNotFound, { sku: MSG.productNotFound });
  const { variant, color } = input;
  if (!variant && !color) return p;
  const s = await catalogSnapshot(ctx);
  const family = s.familyById.get(s.bySku.get(p.sku)?.familyId ?? -1);
  const offered = (family?.variants ?? []).filter(
    (v) => !v.hidden && same(variant, v.variantName, v.variantUrl) && same(color, v.colorName, v.colorUrl),
  );
  // Keep the sku's own variant (or colour) where only the other was asked for.
  const pick =
    offered.find(
      (v) => (variant || v.variantName === p.variantName) && (color || v.colorUrl === p.colorUrl),
    ) ?? offered[0];
  const found = pick ? await findProduct(ctx, pick.sku) : null;
  if (!found) {
    const variantKnown = (family?.variants ?? []).some(
      (v) => !v.hidden && same(variant, v.variantName, v.variantUrl),
    );
    throw badRequest(TEMPLATE_MSG.noSuchVariant, {
      [variantKnown ? 'color' : 'variant']: TEMPLATE_MSG.noSuchVariant,
    });
  }
  return found;
}

const copyName = (name: string | null) => (name ? `${name} (copy)`.slice(0, MAX_INPUT) : null);

/**
 * Duplicate: a new draft of the company's template on another product, variant or colour, its
 * layers re-fitted to the new print area (refitLayers: the old area scaled to fit the new one,
 * centred). The copy has no preview yet: the builder opens it, and saving renders its mockups.
 */
export async function duplicateTemplate(
  ctx: TemplatesDeps,
  companyId: number,
  id: number,
  input: DuplicateTemplateInput,
) {
  const row = await repo.findOne(ctx.db, companyId, id);
  if (!row) throw notFound(TEMPLATE_MSG.missing);
  const target = await targetProduct(ctx, input);
  const source = await findProduct(ctx, row.sku);
  const to = printSizeOf(target);
  // A product that has left the catalogue has no print area to scale from: the layers stay where
  // they are, held to the new product's limits.
  const layers = refitLayers(row.layers, source ? printSizeOf(source) : to, to);
  const copy = await repo.insert(ctx.db, {
    companyId,
    sku: target.sku,
    layers,
    name: copyName(row.name),
    description: row.description,
  });
  return presentOne(ctx, companyId, toView(copy));
}
