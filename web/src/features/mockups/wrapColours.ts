/**
 * Handle zone: amber; seam: violet; the front: navy (translucent on the canvas, so the artwork shows
 * through). The panel's wrap note speaks of the same colours; kept apart from the canvas's guides
 * so the note does not bring the canvas library with it.
 */
export const HANDLE_COLOUR = '#e8590c';
export const SEAM_COLOUR = '#7048e8';

/**
 * The guides' labels (Front, Handle, Seam …): in the app's own font, which the page has loaded long
 * before the canvas draws; the layer fonts ('Inter' among them) load with the builder and only the
 * text layers are redrawn when they are in.
 */
export const GUIDE_FONT = "'Inter Variable', Inter, sans-serif";
