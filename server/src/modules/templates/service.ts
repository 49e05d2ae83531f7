import {
  type CreateTemplateInput,
  hasVisibleLayer,
  MSG,
  TEMPLATE_MSG,
  type TemplateView,
  type UpdateTemplateInput,
} from '@pressrun/domain';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { TemplatesDeps } from './deps';
import { deleteFlatPreview } from './flat-preview';
import { findProduct, imageUrl, productExists, renderedImagesView, renderOutcome } from './links';
import { present, presentOne } from './listings';
import { printSizeOf } from './product';
import type { TemplateRow } from './repo';
import * as repo from './repo';

/** Drafts without a preview are kept this long (an open builder may still save them), then removed. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60_000;

export function toView(row: TemplateRow): TemplateView {
  const images = renderedImagesView(row.mockups, row.printFile);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    sku: row.sku,
    layers: row.layers,
    status: row.status === 'saved' ? 'saved' : 'draft',
    mockupId: row.mockupId,
    previewUrl: row.previewKey ? imageUrl(row.previewKey) : null,
    mockups: images.previews,
    printFile: images.printFile,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Copies the finished render's images onto the template. Returns the row unchanged while the render
 * still runs; a failed render leaves the template without a preview (and so, in time, removed).
 */
async function attachRender(ctx: TemplatesDeps, row: TemplateRow): Promise<TemplateRow> {
  if (!row.mockupId || row.previewKey) return row;
  const outcome = await renderOutcome(ctx, row.companyId, row.mockupId);
  if (outcome.state !== 'done') return row;
  return (
    (await repo.update(ctx.db, row.companyId, row.id, {
      previewKey: outcome.previewKey,
      mockups: outcome.mockups,
      printFile: outcome.printFile,
    })) ?? row
  );
}

/**
 * The Templates page list. A template that never got a preview is a draft someone abandoned, so
 * loading the list deletes such drafts — after a grace period,
 * so a builder open in another tab does not lose its draft.
 */
export async function listTemplates(ctx: TemplatesDeps, companyId: number, now = new Date()) {
  for (const row of await repo.listAwaitingPreview(ctx.db, companyId)) await attachRender(ctx, row);
  await repo.deleteAbandoned(ctx.db, companyId, new Date(now.getTime() - ABANDONED_AFTER_MS));
  const rows = await repo.listWithPreview(ctx.db, companyId);
  return present(ctx, companyId, rows.map(toView));
}

export async function getTemplate(ctx: TemplatesDeps, companyId: number, id: number) {
  const row = await repo.findOne(ctx.db, companyId, id);
  if (!row) throw notFound(TEMPLATE_MSG.missing);
  return presentOne(ctx, companyId, toView(await attachRender(ctx, row)));
}

/**
 * For other modules (the cart): the company's templates among `ids`, as views, keyed by id. A
 * template with a render still running gets its preview here, like on the Templates page.
 */
export async function templatesById(ctx: TemplatesDeps, companyId: number, ids: number[]) {
  const rows = await repo.findMany(ctx.db, companyId, [...new Set(ids)]);
  const views = await Promise.all(rows.map(async (row) => toView(await attachRender(ctx, row))));
  return new Map(views.map((v) => [v.id, v]));
}

export async function createTemplate(ctx: TemplatesDeps, companyId: number, input: CreateTemplateInput) {
  const sku = input.sku.trim();
  if (!(await productExists(ctx, sku))) throw badRequest(MSG.productNotFound, { sku: MSG.productNotFound });
  const row = await repo.insert(ctx.db, {
    companyId,
    sku,
    layers: input.layers ?? [],
    name: input.name || null,
    description: input.description ?? '',
  });
  return presentOne(ctx, companyId, toView(row));
}

/**
 * A template is saved (Review Order) only with something that prints: an image or text, inside
 * the print area — the builder's own rule (hasVisibleLayer). A text-only design is a design.
 */
async function checkPrintable(ctx: TemplatesDeps, sku: string, layers: UpdateTemplateInput['layers']) {
  const product = await findProduct(ctx, sku);
  if (!hasVisibleLayer(layers, product ? printSizeOf(product) : null))
    throw badRequest(TEMPLATE_MSG.emptyDesign, { layers: TEMPLATE_MSG.emptyDesign });
}

/**
 * Saves the design. A new `mockupId` must be one of the company's own renders. The template's old
 * images go at once (they show the old design; a flat preview's file is deleted), and the render's
 * images take their place as soon as it has finished (now, or when the template is next read).
 */
export async function updateTemplate(
  ctx: TemplatesDeps,
  companyId: number,
  id: number,
  input: UpdateTemplateInput,
) {
  const row = await repo.findOne(ctx.db, companyId, id);
  if (!row) throw notFound(TEMPLATE_MSG.missing);
  if (input.status === 'saved') await checkPrintable(ctx, row.sku, input.layers);
  const patch: repo.TemplatePatch = { layers: input.layers };
  if (input.name !== undefined) patch.name = input.name || null;
  if (input.description !== undefined) patch.description = input.description;
  if (input.status) patch.status = input.status;
  if (input.mockupId !== undefined && input.mockupId !== row.mockupId) {
    // The old images show the old design: they go now, whether or not the new render has finished.
    Object.assign(patch, { mockupId: input.mockupId, previewKey: null, mockups: [], printFile: null });
    if (input.mockupId !== null) {
      const outcome = await renderOutcome(ctx, companyId, input.mockupId);
      if (outcome.state === 'unknown') throw badRequest(TEMPLATE_MSG.mockupUnknown, { mockupId: 'unknown' });
      if (outcome.state === 'done') {
        Object.assign(patch, {
          previewKey: outcome.previewKey,
          mockups: outcome.mockups,
          printFile: outcome.printFile,
        });
      } else if (outcome.state === 'failed') {
        throw conflict(outcome.error ?? TEMPLATE_MSG.mockupUnknown);
      }
      // Still rendering: the preview is attached when the template is next read.
    }
  }
  const updated = await repo.update(ctx.db, companyId, id, patch);
  if (!updated) throw notFound(TEMPLATE_MSG.missing);
  if (row.previewKey !== updated.previewKey) await deleteFlatPreview(ctx, row.previewKey);
  return presentOne(ctx, companyId, toView(updated));
}

export async function renameTemplate(ctx: TemplatesDeps, companyId: number, id: number, name: string) {
  const updated = await repo.update(ctx.db, companyId, id, { name: name.trim() || null });
  if (!updated) throw notFound(TEMPLATE_MSG.missing);
  return presentOne(ctx, companyId, toView(updated));
}

/** Deletes a template; answers with the remaining list (as the old client expected). */
export async function deleteTemplate(ctx: TemplatesDeps, companyId: number, id: number) {
  const row = await repo.remove(ctx.db, companyId, id);
  if (!row) throw notFound(TEMPLATE_MSG.missing);
  await deleteFlatPreview(ctx, row.previewKey);
  return listTemplates(ctx, companyId);
}

/** Dashboard checklist: 'create a product template' is complete once one exists. */
export function countTemplates(db: Db, companyId: number) {
  return repo.countWithPreview(db, companyId);
}

/**
 * What templates still hold of the given mockup renders and rendered images: the mockups cleanup
 * asks before it deletes old renders, so a template never loses its preview, mockups or print file.
 */
export async function renderReferences(ctx: TemplatesDeps, renders: { ids: string[]; imageKeys: string[] }) {
  return {
    ids: await repo.heldRenderIds(ctx.db, renders.ids),
    imageKeys: await repo.heldImageKeys(ctx.db, renders.imageKeys),
  };
}

/**
 * For other modules (the bulk orders sample file): the company's newest templates that can be
 * ordered, those with a preview, newest first.
 */
export async function newestOrderableTemplates(ctx: TemplatesDeps, companyId: number, limit: number) {
  const rows = await repo.listWithPreview(ctx.db, companyId).limit(limit);
  return rows.map((row) => ({ id: row.id, sku: row.sku, name: row.name }));
}
