import { lazy } from 'react';

/** Loads a module once: asking again hands back the same download. */
const once = <T>(load: () => Promise<T>) => {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load();
    return loading;
  };
};

/**
 * The canvas and the canvas library (Konva, most of the builder's weight). The page asks for it as
 * soon as it opens, so it downloads while the product and the template are read.
 */
export const loadCanvas = once(() => import('./DesignCanvas'));
/** Text measuring, which uses the canvas library too (in hand once the canvas is). */
export const loadTextLayer = once(() => import('./textLayer'));
const loadMockupsPane = once(() => import('./MockupsPane'));
const loadSelectedLayerCard = once(() => import('./SelectedLayerCard'));
const loadArtworkLibrary = once(() => import('../../components/artwork/ArtworkLibraryModal'));

export const DesignCanvas = lazy(() => loadCanvas().then((m) => ({ default: m.DesignCanvas })));
/** The Mockup view: not shown until the Mockup tab is chosen. */
export const MockupsPane = lazy(() => loadMockupsPane().then((m) => ({ default: m.MockupsPane })));
/** A layer's properties: only once a layer is selected. */
export const SelectedLayerCard = lazy(() =>
  loadSelectedLayerCard().then((m) => ({ default: m.SelectedLayerCard })),
);
/** The Artwork Library dialog: only once it is opened. */
export const ArtworkLibraryModal = lazy(() =>
  loadArtworkLibrary().then((m) => ({ default: m.ArtworkLibraryModal })),
);

/**
 * What the first view does not show, fetched once it is on screen (when the browser is idle), so
 * the Mockup tab, a selected layer's card and the library open without a wait later.
 */
export function prefetchLaterParts() {
  const load = () => {
    void loadMockupsPane();
    void loadSelectedLayerCard();
    void loadArtworkLibrary();
  };
  if ('requestIdleCallback' in window) window.requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1000);
}
