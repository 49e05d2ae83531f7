/**
 * A tiny SVG writer for the product drawings: collects <defs> and shapes, hands out unique ids.
 * Drawings are plain strings rendered by sharp (librsvg), so nothing here touches the network.
 */
export class Svg {
  private defs: string[] = [];
  private body: string[] = [];
  private n = 0;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  id(prefix: string) {
    this.n += 1;
    return `${prefix}${this.n}`;
  }

  def(markup: string) {
    this.defs.push(markup);
  }

  add(markup: string) {
    this.body.push(markup);
  }

  /** A linear gradient over the shape's bounding box; stops are [offset 0..1, colour, opacity]. */
  linear(stops: Array<[number, string, number?]>, dir: 'x' | 'y' | [number, number, number, number] = 'x') {
    const id = this.id('lg');
    const [x1, y1, x2, y2] = dir === 'x' ? [0, 0, 1, 0] : dir === 'y' ? [0, 0, 0, 1] : dir;
    this.def(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
        .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`)
        .join('')}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient over the shape's bounding box (so an ellipse gets an elliptical glow). */
  radial(stops: Array<[number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5) {
    const id = this.id('rg');
    this.def(
      `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
        .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a ?? 1}"/>`)
        .join('')}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A clip path from a path's d attribute; returns the attribute value to use. */
  clip(d: string) {
    const id = this.id('cp');
    this.def(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }

  /** A gaussian blur filter (used sparingly: blurs are the slowest thing librsvg does). */
  blur(std: number) {
    const id = this.id('bl');
    this.def(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
    );
    return `url(#${id})`;
  }

  toString() {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${this.body.join('')}</svg>`;
  }
}

/** Rounds to one decimal so the SVG stays short and deterministic. */
export const r1 = (v: number) => Math.round(v * 10) / 10;
