import { hasVisibleLayer, type Layer, type TemplateStatus } from '@pressrun/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { upload } from '../../app/api';
import { createTemplate, deleteTemplate, updateTemplate } from './api';
import type { RenderForSave } from './useMockupRender';

const AUTOSAVE_MS = 1000;

/** What the server holds, as one string: a change to it is something to save. */
const keyOf = (l: Layer[], d: TemplateDetails) => JSON.stringify([l, d.name.trim(), d.description.trim()]);
const trimmed = (d: TemplateDetails) => ({ name: d.name.trim(), description: d.description.trim() });

/** Where a saved template's preview comes from: a mockup render, or a flat picture of the design. */
export interface PreviewSource {
  render: () => Promise<RenderForSave>;
  flat: () => Promise<Blob>;
}

export interface TemplateDetails {
  name: string;
  description: string;
}

interface Options {
  sku: string;
  templateId: number | null;
  status: TemplateStatus | null;
  /** Whether the template has a preview yet (a listed template is changed only by saving). */
  hasPreview: boolean;
  layers: Layer[];
  /** The print area (print pixels): a layer counts when it shows inside it. */
  area: { width: number; height: number };
  /** Name and description as typed in the builder (an empty name shows as 'Template N'). */
  details: TemplateDetails;
  /** Told when a new draft got its id (the page keeps the builder mounted across the URL change). */
  onCreated: (id: number) => void;
}

/**
 * The template behind the builder. A new design becomes a draft as soon as it has a layer (the
 * URL then carries its id) and the draft keeps its layers as they change. Saving attaches a
 * render for the preview; leaving through the catalogue or dashboard links saves a design with
 * something that prints (an image or text) and deletes a draft without (docs/business-rules.md).
 */
export function useTemplateDraft({
  sku,
  templateId,
  status,
  hasPreview,
  layers,
  area,
  details,
  onCreated,
}: Options) {
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
  const areaRef = useRef(area);
  areaRef.current = area;
  const [busy, setBusy] = useState<null | 'save' | 'leave'>(null);

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
      const render = await preview.render();
      let t = await updateTemplate(id, {
        layers: current,
        ...trimmed(detailsRef.current),
        ...(render.kind === 'render' ? { mockupId: render.job.id } : {}),
        ...(saved ? { status: 'saved' as const } : {}),
      });
      // No mockup can be made for this product: a flat picture of the design is the preview.
      if (render.kind === 'no_mockup') {
        const form = new FormData();
        form.append('file', await preview.flat(), 'preview.png');
        t = (await upload<{ template: typeof t }>(`/api/templates/${id}/preview`, form)).template;
      }
      savedKey.current = keyOf(current, detailsRef.current);
      statusRef.current = t.status;
      followsChanges.current = false;
      await qc.invalidateQueries({ queryKey: ['templates'] });
      return t;
    },
    [ensureId, qc],
  );

  /** Review Order: save the template and go on to order review (which shows what was saved). */
  const save = useCallback(
    async (current: Layer[], preview: PreviewSource) => {
      setBusy('save');
      try {
        const t = await persist(current, preview, true);
        navigate('/product/orderreview/null&isPaid=false', { state: { templateId: t.id, sku: t.sku } });
      } finally {
        setBusy(null);
      }
    },
    [persist, navigate],
  );

  /** Leaving through the catalogue or dashboard link. */
  const leave = useCallback(
    async (to: string, current: Layer[], preview: PreviewSource) => {
      setBusy('leave');
      try {
        if (hasVisibleLayer(current, areaRef.current)) await persist(current, preview, false);
        else if (idRef.current && statusRef.current === 'draft') {
          await deleteTemplate(idRef.current).catch(() => {});
          await qc.invalidateQueries({ queryKey: ['templates'] });
        }
      } finally {
        setBusy(null);
        navigate(to);
      }
    },
    [persist, navigate, qc],
  );

  return { save, leave, busy };
}
