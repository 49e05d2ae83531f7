import { DEFAULT_FONT_SIZE, DEFAULT_TEXT_FILL, type Layer, TEXT_LINE_HEIGHT } from '@pressrun/domain';
import type * as fontkit from 'fontkit';
import { fontsFor } from './fonts';

/** A run of characters drawn with one font. */
interface Run {
  font: fontkit.Font;
  text: string;
}

/** Splits text into runs by which font has each character (the family first, then fallbacks). */
function runsOf(text: string, fonts: fontkit.Font[]): Run[] {
  const runs: Run[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const font = fonts.find((f) => f.hasGlyphForCodePoint(cp)) ?? fonts[0]!;
    const last = runs[runs.length - 1];
    if (last && last.font === font) last.text += ch;
    else runs.push({ font, text: ch });
  }
  return runs;
}

/** Advance width of a piece of text at `size` px. */
function measure(text: string, fonts: fontkit.Font[], size: number) {
  let w = 0;
  for (const r of runsOf(text, fonts)) w += (r.font.layout(r.text).advanceWidth * size) / r.font.unitsPerEm;
  return w;
}

/** Greedy word wrap to `width`; a word longer than a line is broken between characters (as Konva does). */
export function wrapLines(text: string, fonts: fontkit.Font[], size: number, width: number): string[] {
  const lines: string[] = [];
  for (const para of text.replace(/\r\n?/g, '\n').split('\n')) {
    const words = para.split(/(\s+)/).filter((w) => w.length > 0);
    let line = '';
    for (const word of words) {
      const candidate = line + word;
      if (!line || measure(candidate.trimEnd(), fonts, size) <= width) {
        line = candidate;
        continue;
      }
      if (/^\s+$/.test(word)) continue; // spaces at a break vanish
      lines.push(line.trimEnd());
      line = word;
      // A single word wider than the box: break it between characters.
      while (measure(line, fonts, size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && measure(line.slice(0, cut), fonts, size) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

/**
 * A text layer as SVG path data in its own box (0..width × 0..height, before rotation): the glyph
 * outlines of the bundled font, so the result never depends on the fonts a machine has installed.
 * Layout follows the layer model (domain/src/mockups/layers.ts): lines of fontSize × 1.2, glyphs
 * centred vertically in their line, aligned left, centre or right within the box width.
 */
export function textLayerPath(layer: Layer): { d: string; fill: string } {
  const size = layer.fontSize ?? DEFAULT_FONT_SIZE;
  const fonts = fontsFor(layer.fontFamily);
  const primary = fonts[0]!;
  const lineHeight = size * TEXT_LINE_HEIGHT;
  // Canvas' 'middle' baseline: the middle of the ascent–descent box sits on the line's centre.
  const baselineOffset =
    lineHeight / 2 + ((primary.ascent + primary.descent) / 2) * (size / primary.unitsPerEm);
  const parts: string[] = [];
  const lines = wrapLines(layer.source, fonts, size, layer.width);
  lines.forEach((line, i) => {
    const lineWidth = measure(line, fonts, size);
    let x =
      layer.align === 'center'
        ? (layer.width - lineWidth) / 2
        : layer.align === 'right'
          ? layer.width - lineWidth
          : 0;
    const baseline = i * lineHeight + baselineOffset;
    for (const run of runsOf(line, fonts)) {
      const scale = size / run.font.unitsPerEm;
      const glyphs = run.font.layout(run.text);
      glyphs.glyphs.forEach((glyph, g) => {
        const pos = glyphs.positions[g]!;
        const path = glyph.path
          .scale(scale, -scale)
          .translate(x + pos.xOffset * scale, baseline - pos.yOffset * scale);
        const d = path.toSVG();
        if (d) parts.push(d);
        x += pos.xAdvance * scale;
      });
    }
  });
  return { d: parts.join(''), fill: layer.fill ?? DEFAULT_TEXT_FILL };
}
