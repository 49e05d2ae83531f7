import { notifications } from '@mantine/notifications';
import { hasVisibleLayer, type Layer, MOCKUP_MSG, type TemplateStatus } from '@pressrun/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, upload } from '../../app/api';
import { createTemplate, deleteTemplate, fetchMockup, putTemplateInCart, updateTemplate } from './api';
import type { RenderForSave } from './useMockupRender';

const AUTOSAVE_MS = 1000;
/** Where Review Order goes: order review, showing the cart the template is now in. */
const ORDER_REVIEW_PATH = '/product/orderreview/null&isPaid=false';
/** A saved template joins the cart once its render has given it a preview: asked again this often. */
const READY_POLL_MS = 1000;
const READY_TRIES = 180;

const notReady = (e: unknown) => e instanceof ApiError && e.code === 'template_not_ready';

/**
 * Puts the saved template in the cart, waiting for its render to finish first (the cart takes a
 * template only with a preview); a render that failed is said as such rather than waited for.
 */
async function intoCart(template: { id: number; mockupId: string | null }) {
  for (let tries = 0; ; tries++) {
    try {
      return await putTemplateInCart(template.id);
    } catch (e) {
      if (!notReady(e) || tries >= READY_TRIES) throw e;
      if (template.mockupId && (await fetchMockup(template.mockupId)).status === 'failed')
        throw new ApiError(409, 'render_failed', MOCKUP_MSG.failed);
      await new Promise((r) => setTimeout(r, READY_POLL_MS));
    }
  }
}

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
  // A double click reaches the handler twice before the button shows it is busy.
  const saving = useRef(false);

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

  /**
   * Review Order: save the template, put it in the cart (once, however often this is pressed) and
   * go on to order review with it there. 'Template saved' is a passing notification, not a page.
   */
  const save = useCallback(
    async (current: Layer[], preview: PreviewSource) => {
      if (saving.current) return;
      saving.current = true;
      setBusy('save');
      try {
        const t = await persist(current, preview, true);
        // Order review reads the cart from this query: it opens with the template already shown.
        qc.setQueryData(['cart'], await intoCart(t));
        notifications.show({
          color: 'teal',
          title: 'Template saved',
          message: `${t.name ? `“${t.name}”` : 'Your design'} is in My Templates and in your cart.`,
        });
        navigate(ORDER_REVIEW_PATH);
      } finally {
        saving.current = false;
        setBusy(null);
      }
    },
    [persist, navigate, qc],
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
