/** New text starts in the brand's ink navy. */
export const NEW_TEXT_FILL = '#1d3557';

export const newLayerId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID().slice(0, 12)
    : Math.random().toString(36).slice(2, 14);
