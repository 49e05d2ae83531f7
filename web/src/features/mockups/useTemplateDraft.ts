import { notifications } from '@mantine/notifications';
import { hasVisibleLayer, type Layer, MOCKUP_MSG } from '@pressrun/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../app/api';
import { ORDER_REVIEW_PATH } from '../cart';
import { fetchMockup, putTemplateInCart } from './api';
import type { DraftOptions, PreviewSource } from './draft-options';
import { useDraftRecord } from './useDraftRecord';

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

/**
 * The template behind the builder. A new design becomes a draft as soon as it has a layer (the
 * URL then carries its id) and the draft keeps its layers as they change. Saving attaches a
 * render for the preview; leaving through the catalogue or dashboard links saves a design with
 * something that prints (an image or text) and deletes a draft without (docs/business-rules.md).
 */
export function useTemplateDraft(options: DraftOptions) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const { persist, discard } = useDraftRecord(options);
  const areaRef = useRef(options.area);
  areaRef.current = options.area;
  const [busy, setBusy] = useState<null | 'save' | 'leave'>(null);
  // A double click reaches the handler twice before the button shows it is busy.
  const saving = useRef(false);

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
        else await discard();
      } finally {
        setBusy(null);
        navigate(to);
      }
    },
    [persist, discard, navigate],
  );

  return { save, leave, busy };
}
