import {
  DEFAULT_FONT,
  DEFAULT_FONT_SIZE,
  DEFAULT_TEXT_FILL,
  type Layer,
  TEXT_LINE_HEIGHT,
} from '@pressrun/domain';
import Konva from 'konva';

/** The box a line of text takes at a size, as the canvas draws it (text layers size to their text). */
export function measureText(text: string, fontSize: number, fontFamily: string) {
  const node = new Konva.Text({
    text: text || ' ',
    fontSize,
    fontFamily,
    lineHeight: TEXT_LINE_HEIGHT,
    wrap: 'none',
  });
  // A little room to spare: the renderer wraps words to the width, and its glyph metrics may
  // differ from the browser's by a hair.
  const size = { width: Math.ceil(node.width() + fontSize * 0.05), height: Math.ceil(node.height()) };
  node.destroy();
  return size;
}

/**
 * A text edit keeps the layer's centre where it was while its box grows or shrinks to the text.
 */
export function resizeTextLayer(
  layer: Layer,
  patch: Partial<Pick<Layer, 'source' | 'fontSize' | 'fontFamily'>>,
) {
  const next = { ...layer, ...patch };
  const size = measureText(next.source, next.fontSize ?? DEFAULT_FONT_SIZE, next.fontFamily ?? DEFAULT_FONT);
  const cx = layer.left + layer.width / 2;
  const cy = layer.top + layer.height / 2;
  return {
    ...patch,
    width: size.width,
    height: size.height,
    left: Math.round((cx - size.width / 2) * 100) / 100,
    top: Math.round((cy - size.height / 2) * 100) / 100,
  };
}

/**
 * How a layer is placed on a Konva node: the origin is the box centre, so rotation turns it about
 * its centre. The canvas and the flat preview both draw layers with it, so they cannot disagree.
 */
export function layerBox(l: Layer) {
  return {
    x: l.left + l.width / 2,
    y: l.top + l.height / 2,
    offsetX: l.width / 2,
    offsetY: l.height / 2,
    width: l.width,
    height: l.height,
    rotation: l.rotation,
  };
}

/** A text layer's Konva text attributes, with the defaults the server's renderer uses too. */
export function textAttrs(l: Layer) {
  return {
    text: l.source,
    fontSize: l.fontSize ?? DEFAULT_FONT_SIZE,
    fontFamily: l.fontFamily ?? DEFAULT_FONT,
    fill: l.fill ?? DEFAULT_TEXT_FILL,
    align: l.align ?? 'left',
    wrap: 'word',
    lineHeight: TEXT_LINE_HEIGHT,
  } as const;
}
