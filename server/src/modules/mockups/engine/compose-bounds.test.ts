import type { Layer } from '@pressrun/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { composePrintArea, type PrintArea } from './compose';
import type { RawImage } from './raw';
import { imageLayer } from './test-blanks';

/** Smooth waves (red across, green down), so a pixel's colour tells where it came from. */
async function waves(size: number, period: number) {
  const wave = (v: number) => Math.round(128 + 127 * Math.sin((2 * Math.PI * v) / period));
  const data = Buffer.alloc(size * size * 4);
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) data.set([wave(x), wave(y), 128, 255], (y * size + x) * 4);
  return sharp(data, { raw: { width: size, height: size, channels: 4 } })
    .png()
    .toBuffer();
}

/** The artwork layer every case here moves around. */
const layer = (box: Partial<Layer>) => imageLayer('art', box);

/**
 * The layer drawn the straightforward way: the artwork stretched to the whole box, rotated, centred
 * on the box's centre and cut at the canvas edge (what the renderer must keep producing).
 */
async function wholeLayer(l: Layer, area: PrintArea, bytes: Buffer): Promise<RawImage> {
  const transparent = { r: 0, g: 0, b: 0, alpha: 0 };
  const { data, info } = await sharp(bytes)
    .resize(Math.round(l.width), Math.round(l.height), { fit: 'fill' })
    .rotate(l.rotation, { background: transparent })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const left = Math.round(l.left + l.width / 2 - info.width / 2);
  const top = Math.round(l.top + l.height / 2 - info.height / 2);
  const x0 = Math.max(0, left);
  const y0 = Math.max(0, top);
  const x1 = Math.min(area.widthPx, left + info.width);
  const y1 = Math.min(area.heightPx, top + info.height);
  const raw = { width: info.width, height: info.height, channels: 4 as const };
  const cut = await sharp(data, { raw })
    .extract({ left: x0 - left, top: y0 - top, width: x1 - x0, height: y1 - y0 })
    .raw()
    .toBuffer();
  const out = await sharp({
    create: { width: area.widthPx, height: area.heightPx, channels: 4, background: transparent },
  })
    .composite([{ input: cut, raw: { width: x1 - x0, height: y1 - y0, channels: 4 }, left: x0, top: y0 }])
    .raw()
    .toBuffer();
  return { data: out, width: area.widthPx, height: area.heightPx };
}

/**
 * Pixels of `a` that `b` does not have within `tolerance` on every channel, at the same place or
 * one pixel away (a cut-out part is placed to the nearest pixel on its own, like the whole layer),
 * leaving out `b`'s antialiased edges, which a sub-pixel shift changes (the canvas' outermost
 * pixels too: whether an edge runs just beyond them cannot be seen).
 */
function differingPixels(a: RawImage, b: RawImage, tolerance: number) {
  const at = (img: RawImage, x: number, y: number) => (y * img.width + x) * 4;
  let differing = 0;
  for (let y = 1; y < a.height - 1; y++)
    for (let x = 1; x < a.width - 1; x++) {
      let near = false;
      const alphas = new Set<number>();
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const [i, j] = [at(a, x, y), at(b, x + dx, y + dy)];
          alphas.add(b.data[j + 3]!);
          let d = 0;
          for (let c = 0; c < 4; c++) d = Math.max(d, Math.abs(a.data[i + c]! - b.data[j + c]!));
          if (d <= tolerance) near = true;
        }
      const edge = alphas.size > 1 || [...alphas].some((v) => v !== 0 && v !== 255);
      if (!near && !edge) differing++;
    }
  return differing;
}

/** The shift of `a` against `b` (up to 3 px each way) that best lines up their opaque pixels. */
function bestOffset(a: RawImage, b: RawImage) {
  let best = { dx: 0, dy: 0, error: Number.POSITIVE_INFINITY };
  for (let dy = -3; dy <= 3; dy++)
    for (let dx = -3; dx <= 3; dx++) {
      let sum = 0;
      let n = 0;
      for (let y = 3; y < a.height - 3; y++)
        for (let x = 3; x < a.width - 3; x++) {
          const i = (y * a.width + x) * 4;
          const j = ((y + dy) * b.width + x + dx) * 4;
          if (a.data[i + 3] !== 255 || b.data[j + 3] !== 255) continue;
          sum += Math.abs(a.data[i]! - b.data[j]!) + Math.abs(a.data[i + 1]! - b.data[j + 1]!);
          n++;
        }
      const error = sum / Math.max(1, n);
      if (error < best.error) best = { dx, dy, error };
    }
  return best;
}

/** Runs `fn` and reports how far the process's resident memory rose above where it started. */
async function peakRssGrowth(fn: () => Promise<unknown>) {
  const start = process.memoryUsage().rss;
  let peak = start;
  const sample = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 5);
  try {
    await fn();
  } finally {
    clearInterval(sample);
  }
  return Math.max(peak, process.memoryUsage().rss) - start;
}

const MB = 1024 * 1024;

describe('composing layers larger than the print area', () => {
  const area: PrintArea = { widthPx: 300, heightPx: 200, dpi: 300 };

  it('draws only the visible part of a layer, exactly where the whole layer would be', async () => {
    const art = await waves(256, 64);
    const fine = await waves(256, 8);
    const cases: Array<Partial<Layer>> = [
      { left: -250, top: -180, width: 900, height: 700, rotation: 0 },
      { left: -250, top: -180, width: 900, height: 700, rotation: 30 },
      { left: -100, top: -350, width: 700, height: 600, rotation: 30 },
      { left: 120, top: -500, width: 400, height: 900, rotation: -75 },
      { left: -600, top: -300, width: 1000, height: 700, rotation: 180 },
    ];
    for (const box of cases) {
      const l = layer(box);
      const got = await composePrintArea([l], area, new Map([['art', art]]));
      const want = await wholeLayer(l, area, art);
      expect(differingPixels(got, want, 4), JSON.stringify(box)).toBe(0);
      expect(differingPixels(want, got, 4), JSON.stringify(box)).toBe(0);
      // Fine waves show the offset: the part lands within a pixel of where the whole layer does.
      const offset = bestOffset(
        await composePrintArea([l], area, new Map([['art', fine]])),
        await wholeLayer(l, area, fine),
      );
      expect(Math.max(Math.abs(offset.dx), Math.abs(offset.dy)), JSON.stringify(box)).toBeLessThanOrEqual(1);
    }
  });

  it('keeps memory to the canvas, not the layer: a 12000 px rotated layer and 30 large ones', async () => {
    const art = await waves(1024, 64);
    const huge = layer({ left: -5800, top: -5900, width: 12_000, height: 12_000, rotation: 30 });
    const grown = await peakRssGrowth(() => composePrintArea([huge], area, new Map([['art', art]])));
    // Drawn whole, the layer alone would be 12000² × 4 bytes ≈ 550 MB (and more once rotated).
    expect(grown).toBeLessThan(250 * MB);

    const many = Array.from({ length: 30 }, (_, i) =>
      layer({ id: `l${i}`, left: -1900 + i, top: -1900, width: 4000, height: 4000 }),
    );
    const grownMany = await peakRssGrowth(() => composePrintArea(many, area, new Map([['art', art]])));
    // Decoded all at once, 30 such layers would take 30 × 64 MB.
    expect(grownMany).toBeLessThan(250 * MB);
  }, 60_000);
});
