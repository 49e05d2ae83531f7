import type { Layer, TemplateStatus } from '@pressrun/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { upload } from '../../app/api';
import { createTemplate, deleteTemplate, updateTemplate } from './api';
import type { DraftOptions, PreviewSource, TemplateDetails } from './draft-options';

const AUTOSAVE_MS = 1000;

/** What the server holds, as one string: a change to it is something to save. */
const keyOf = (l: Layer[], d: TemplateDetails) => JSON.stringify([l, d.name.trim(), d.description.trim()]);
const trimmed = (d: TemplateDetails) => ({ name: d.name.trim(), description: d.description.trim() });

/**
 * Writes the design to the template with a preview: the render's mockup, or (no mockup can be made
 * for this product) a flat picture of the design uploaded as the preview.
 */
async function writeWithPreview(
  id: number,
  current: Layer[],
  details: TemplateDetails,
  preview: PreviewSource,
  saved: boolean,
) {
  const render = await preview.render();
  let t = await updateTemplate(id, {
    layers: current,
    ...trimmed(details),
    ...(render.kind === 'render' ? { mockupId: render.job.id } : {}),
    ...(saved ? { status: 'saved' as const } : {}),
  });
  if (render.kind === 'no_mockup') {
    const form = new FormData();
    form.append('file', await preview.flat(), 'preview.png');
    t = (await upload<{ template: typeof t }>(`/api/templates/${id}/preview`, form)).template;
  }
  return t;
}

/**
 * The template record behind the builder: created as a draft with the design's first layer (the
 * URL then carries its id), kept in step with an unlisted draft's changes, written with a preview
 * when saved, and deleted when a draft is abandoned.
 */
export function useDraftRecord({
  sku,
  templateId,
  status,
  hasPreview,
  layers,
  details,
  onCreated,
}: DraftOptions) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const idRef = useRef<number | null>(templateId);
  const statusRef = useRef<TemplateStatus | null>(status);
  // Only an unlisted draft follows every change; a template with a preview keeps layers and
  // preview in step, so it changes only when saved (abandoning an edit never spoils it).
  const followsChanges = useRef(!hasPreview);
  const creating = useRef<Promise<number> | null>(null);
  const savedKey = useRef(keyOf(layers, details));
  const detailsRef = useRef(details);
  detailsRef.current = details;

  const ensureId = useCallback(
    async (current: Layer[]) => {
      if (idRef.current) return idRef.current;
      const d = detailsRef.current;
      creating.current ??= createTemplate({ sku, layers: current, ...trimmed(d) }).then((t) => {
        idRef.current = t.id;
        statusRef.current = 'draft';
        savedKey.current = keyOf(current, d);
        onCreated(t.id);
        navigate(`/product/mockup/${t.id}?sku=${encodeURIComponent(sku)}`, { replace: true });
        return t.id;
      });
      try {
        return await creating.current;
      } catch (e) {
        creating.current = null;
        throw e;
      }
    },
    [sku, navigate, onCreated],
  );

  // A new design becomes a draft with its first layer; the draft keeps its layers as they change.
  const key = keyOf(layers, details);
  useEffect(() => {
    if (!layers.length && !idRef.current) return;
    if (!idRef.current) {
      void ensureId(layers).catch(() => {});
      return;
    }
    if (statusRef.current !== 'draft' || !followsChanges.current || key === savedKey.current) return;
    const id = idRef.current;
    const t = setTimeout(() => {
      savedKey.current = key;
      updateTemplate(id, { layers, ...trimmed(detailsRef.current) }).catch(() => {
        savedKey.current = '';
      });
    }, AUTOSAVE_MS);
    return () => clearTimeout(t);
  }, [key, layers, ensureId]);

  const persist = useCallback(
    async (current: Layer[], preview: PreviewSource, saved: boolean) => {
      const id = await ensureId(current);
      const t = await writeWithPreview(id, current, detailsRef.current, preview, saved);
      savedKey.current = keyOf(current, detailsRef.current);
      statusRef.current = t.status;
      followsChanges.current = false;
      await qc.invalidateQueries({ queryKey: ['templates'] });
      return t;
    },
    [ensureId, qc],
  );

  /** An abandoned draft (nothing in it prints) is deleted; a saved template stays. */
  const discard = useCallback(async () => {
    if (!idRef.current || statusRef.current !== 'draft') return;
    await deleteTemplate(idRef.current).catch(() => {});
    await qc.invalidateQueries({ queryKey: ['templates'] });
  }, [qc]);

  return { persist, discard };
}
