/**
 * Handle zone: amber; seam: violet; the front: navy (translucent on the canvas, so the artwork shows
 * through). The panel's wrap note speaks of the same colours; kept apart from the canvas's guides
 * so the note does not bring the canvas library with it.
 */
export const HANDLE_COLOUR = '#e8590c';
export const SEAM_COLOUR = '#7048e8';
