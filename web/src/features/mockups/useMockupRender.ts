import { type Layer, MOCKUP_MSG } from '@pressrun/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../app/api';
import { fetchMockup, type MockupRender, requestListings, requestMockup } from './api';

const finished = (r: MockupRender) => r.status === 'done' || r.status === 'failed';
/** The listing renders (2000 px) are drawn after the previews: still coming while queued or running. */
const listingsComing = (r: MockupRender) =>
  r.status !== 'failed' && (r.listingStatus === 'queued' || r.listingStatus === 'running');
const POLL_MS = 900;
/** Listing renders take seconds each: polled less often than the previews. */
const LISTING_POLL_MS = 1500;

interface Current {
  key: string;
  job: MockupRender | null;
  error: string | null;
}

/** What a save can attach: a render, nothing (it failed), or a flat picture (no mockup exists). */
export type RenderForSave = { kind: 'render'; job: MockupRender } | { kind: 'none' } | { kind: 'no_mockup' };

/** The renderer answers 422 'no_mockup' for a product it has no mockup for. */
const isNoMockup = (e: unknown) => e instanceof ApiError && e.code === 'no_mockup';

/**
 * The render of the current design: asked for while the Mockup view is open, then polled until
 * it has finished. Previews appear as they arrive. `ensure()` gives the save a render of exactly
 * the layers being saved (reusing the current one when nothing changed).
 */
export function useMockupRender(sku: string | null, layers: Layer[], active: boolean) {
  const key = JSON.stringify(layers);
  const [current, setCurrent] = useState<Current | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const pending = useRef<{ key: string; promise: Promise<MockupRender | 'no_mockup' | null> } | null>(null);

  const start = useCallback(
    (forKey: string, forLayers: Layer[]): Promise<MockupRender | 'no_mockup' | null> => {
      if (!sku) return Promise.resolve(null);
      if (pending.current?.key === forKey) return pending.current.promise;
      setCurrent({ key: forKey, job: null, error: null });
      const promise = requestMockup(sku, forLayers)
        .then((job) => {
          setCurrent((c) => (c?.key === forKey ? { ...c, job } : c));
          return job;
        })
        .catch((e: unknown) => {
          const error = e instanceof ApiError ? e.message : MOCKUP_MSG.failed;
          setCurrent((c) => (c?.key === forKey ? { ...c, error } : c));
          if (!isNoMockup(e)) return null;
          setUnavailable(true);
          return 'no_mockup' as const;
        });
      pending.current = { key: forKey, promise };
      return promise;
    },
    [sku],
  );

  // Ask for a render when the Mockup view shows a design it has not rendered yet.
  useEffect(() => {
    if (!active || !layers.length || unavailable || current?.key === key) return;
    void start(key, layers);
  }, [active, key, layers, current?.key, start, unavailable]);

  // Poll the running render, then its listing renders until they have all arrived.
  useEffect(() => {
    const job = current?.job;
    if (!job || (finished(job) && !listingsComing(job))) return;
    const t = setTimeout(
      async () => {
        try {
          const next = await fetchMockup(job.id);
          setCurrent((c) => (c?.job?.id === job.id ? { ...c, job: next } : c));
        } catch (e) {
          const error = e instanceof ApiError ? e.message : MOCKUP_MSG.failed;
          setCurrent((c) => (c?.job?.id === job.id ? { ...c, error } : c));
        }
      },
      finished(job) ? LISTING_POLL_MS : POLL_MS,
    );
    return () => clearTimeout(t);
  }, [current?.job]);

  /** Asks for the current render's listing renders on another background (polling picks them up). */
  const addBackground = useCallback(
    async (background: string) => {
      const id = current?.job?.id;
      if (!id) return;
      const next = await requestListings(id, background);
      setCurrent((c) => (c?.job?.id === id ? { ...c, job: next } : c));
    },
    [current?.job?.id],
  );

  /** A render of the current layers for saving: reused when there is one, else asked for now. */
  const ensure = useCallback(async (): Promise<RenderForSave> => {
    if (!layers.length) return { kind: 'none' };
    if (unavailable) return { kind: 'no_mockup' };
    if (current?.key === key && current.job && current.job.status !== 'failed')
      return { kind: 'render', job: current.job };
    const failed = current?.key === key && (current.error || current.job?.status === 'failed');
    if (failed || pending.current?.key !== key) pending.current = null;
    const job = await start(key, layers);
    if (job === 'no_mockup') return { kind: 'no_mockup' };
    return job && job.status !== 'failed' ? { kind: 'render', job } : { kind: 'none' };
  }, [current, key, layers, start, unavailable]);

  const fresh = current?.key === key ? current : null;
  return {
    job: fresh?.job ?? null,
    error: fresh?.error ?? null,
    requested: Boolean(fresh),
    unavailable,
    ensure,
    addBackground,
  };
}
