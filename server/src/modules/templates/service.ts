import {
  type CreateTemplateInput,
  MSG,
  TEMPLATE_MSG,
  type TemplateView,
  type UpdateTemplateInput,
} from '@pressrun/domain';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { imageUrl, productExists, renderOutcome } from './links';
import type { TemplateRow } from './repo';
import * as repo from './repo';

/** Drafts without a preview are kept this long (an open builder may still save them), then removed. */
export const ABANDONED_AFTER_MS = 24 * 60 * 60_000;

export function toView(ctx: AppContext, row: TemplateRow): TemplateView {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    sku: row.sku,
    layers: row.layers,
    status: row.status === 'saved' ? 'saved' : 'draft',
    mockupId: row.mockupId,
    previewUrl: row.previewKey ? imageUrl(ctx, row.previewKey) : null,
    mockups: row.mockups.map((m) => ({
      angle: m.angle ?? 0,
      url: imageUrl(ctx, m.key),
      width: m.width,
      height: m.height,
    })),
    printFile: row.printFile
      ? {
          url: imageUrl(ctx, row.printFile.key),
          width: row.printFile.width,
          height: row.printFile.height,
          dpi: row.printFile.dpi ?? 300,
        }
      : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Copies the finished render's images onto the template. Returns the row unchanged while the render
 * still runs; a failed render leaves the template without a preview (and so, in time, removed).
 */
async function attachRender(ctx: AppContext, row: TemplateRow): Promise<TemplateRow> {
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
 * The Templates page list. As the spec intends ('templates with no preview url are deleted when
 * the list loads'), drafts abandoned without a preview are removed here — after a grace period,
 * so a builder open in another tab does not lose its draft.
 */
export async function listTemplates(ctx: AppContext, companyId: number, now = new Date()) {
  for (const row of await repo.listAwaitingPreview(ctx.db, companyId)) await attachRender(ctx, row);
  await repo.deleteAbandoned(ctx.db, companyId, new Date(now.getTime() - ABANDONED_AFTER_MS));
  const rows = await repo.listWithPreview(ctx.db, companyId);
  return rows.map((r) => toView(ctx, r));
}

export async function getTemplate(ctx: AppContext, companyId: number, id: number) {
  const row = await repo.findOne(ctx.db, companyId, id);
  if (!row) throw notFound(TEMPLATE_MSG.missing);
  return toView(ctx, await attachRender(ctx, row));
}

export async function createTemplate(ctx: AppContext, companyId: number, input: CreateTemplateInput) {
  const sku = input.sku.trim();
  if (!(await productExists(ctx, sku))) throw badRequest(MSG.productNotFound, { sku: MSG.productNotFound });
  const row = await repo.insert(ctx.db, {
    companyId,
    sku,
    layers: input.layers ?? [],
    name: input.name || null,
    description: input.description ?? '',
  });
  return toView(ctx, row);
}

/**
 * Saves the design. A new `mockupId` must be one of the company's own renders; its images replace
 * the template's as soon as it has finished (now, or when the template is next read).
 */
export async function updateTemplate(
  ctx: AppContext,
  companyId: number,
  id: number,
  input: UpdateTemplateInput,
) {
  const row = await repo.findOne(ctx.db, companyId, id);
  if (!row) throw notFound(TEMPLATE_MSG.missing);
  const patch: repo.TemplatePatch = { layers: input.layers };
  if (input.name !== undefined) patch.name = input.name || null;
  if (input.description !== undefined) patch.description = input.description;
  if (input.status) patch.status = input.status;
  if (input.mockupId !== undefined && input.mockupId !== row.mockupId) {
    if (input.mockupId === null) {
      Object.assign(patch, { mockupId: null, previewKey: null, mockups: [], printFile: null });
    } else {
      const outcome = await renderOutcome(ctx, companyId, input.mockupId);
      if (outcome.state === 'unknown') throw badRequest(TEMPLATE_MSG.mockupUnknown, { mockupId: 'unknown' });
      patch.mockupId = input.mockupId;
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
  return toView(ctx, updated);
}

export async function renameTemplate(ctx: AppContext, companyId: number, id: number, name: string) {
  const updated = await repo.update(ctx.db, companyId, id, { name: name.trim() || null });
  if (!updated) throw notFound(TEMPLATE_MSG.missing);
  return toView(ctx, updated);
}

/** Deletes a template; answers with the remaining list (as the old client expected). */
export async function deleteTemplate(ctx: AppContext, companyId: number, id: number) {
  const row = await repo.remove(ctx.db, companyId, id);
  if (!row) throw notFound(TEMPLATE_MSG.missing);
  // A flat preview belongs to the template alone; render images stay with the mockup cache.
  if (row.previewKey?.startsWith('templates/')) await ctx.storage.delete(row.previewKey).catch(() => {});
  return listTemplates(ctx, companyId);
}

/** Dashboard checklist: 'create a product template' is complete once one exists. */
export function countTemplates(db: Db, companyId: number) {
  return repo.countWithPreview(db, companyId);
}
