import type { Layer } from '@pressrun/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { composePrintArea } from './compose';
import { renderDesign } from './index';
import {
  imageLayer,
  renderSvg,
  TEST_FLAT_GEOMETRY,
  TEST_MUG_GEOMETRY,
  testFlatMatrix,
  testFlatSvg,
  testMugSvg,
} from './test-blanks';

const solid = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer();

const pixel = (img: { data: Buffer; width: number }, x: number, y: number) => {
  const i = (y * img.width + x) * 4;
  return [...img.data.subarray(i, i + 4)];
};

async function mugViews() {
  return Promise.all(
    ([0, 90, 270] as const).map(async (angle) => ({ angle, blank: await renderSvg(testMugSvg(angle)) })),
  );
}

const decode = async (png: Buffer) => {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
};

describe('composing the print area', () => {
  it('draws image layers in order, stretched to their boxes, cut at the canvas edge', async () => {
    const artwork = new Map([
      ['red', await solid(10, 10, '#ff0000')],
      ['blue', await solid(10, 10, '#0000ff')],
    ]);
    const img = await composePrintArea(
      [
        imageLayer('red', { left: 10, top: 10, width: 100, height: 50 }),
        imageLayer('blue', { left: 60, top: 20, width: 200, height: 200 }),
      ],
      { widthPx: 200, heightPx: 100, dpi: 300 },
      artwork,
    );
    expect([img.width, img.height]).toEqual([200, 100]);
    expect(pixel(img, 20, 20)).toEqual([255, 0, 0, 255]); // red only
    expect(pixel(img, 70, 30)).toEqual([0, 0, 255, 255]); // blue is on top
    expect(pixel(img, 199, 99)).toEqual([0, 0, 255, 255]); // blue runs off the canvas
    expect(pixel(img, 5, 5)[3]).toBe(0); // transparent elsewhere
  });

  it('rotates a layer clockwise about its centre', async () => {
    const artwork = new Map([['bar', await solid(10, 10, '#00ff00')]]);
    // A 100 × 10 bar centred at (100, 100), turned 90°: it now runs from y 50 to 150.
    const img = await composePrintArea(
      [imageLayer('bar', { left: 50, top: 95, width: 100, height: 10, rotation: 90 })],
      { widthPx: 200, heightPx: 200, dpi: 300 },
      artwork,
    );
    expect(pixel(img, 100, 60)[1]).toBe(255);
    expect(pixel(img, 100, 140)[1]).toBe(255);
    expect(pixel(img, 60, 100)[3]).toBe(0);
  });

  it('renders text layers with the bundled font in their colour', async () => {
    const text: Layer = {
      id: 't',
      type: 'text',
      source: 'HHHH',
      left: 20,
      top: 20,
      width: 400,
      height: 120,
      rotation: 0,
      fontSize: 100,
      fontFamily: 'No Such Font', // falls back to Inter
      fill: '#e63946',
    };
    const img = await composePrintArea([text], { widthPx: 500, heightPx: 200, dpi: 300 }, new Map());
    let inked = 0;
    let outside = 0;
    for (let y = 0; y < img.height; y++)
      for (let x = 0; x < img.width; x++) {
        const [r, g, b, a] = pixel(img, x, y);
        if (a! < 200) continue;
        const inBox = x >= 20 && x < 420 && y >= 20 && y < 140;
        if (inBox && r === 0xe6 && g === 0x39 && b === 0x46) inked++;
        if (!inBox) outside++;
      }
    expect(inked).toBeGreaterThan(3000);
    expect(outside).toBe(0);
  });

  it('refuses an image layer whose artwork is missing', async () => {
    await expect(
      composePrintArea([imageLayer('gone')], { widthPx: 100, heightPx: 100, dpi: 300 }, new Map()),
    ).rejects.toThrow(/missing/);
  });
});

describe('rendering a design', () => {
  it('makes a print file at the print area’s full resolution and DPI, and 400 px previews of a square photo', async () => {
    const artwork = new Map([['art', await solid(2700, 1050, '#1d3557')]]);
    const arrived: number[] = [];
    const out = await renderDesign(
      {
        layers: [imageLayer('art', { width: 2700, height: 1050 })],
        printArea: { widthPx: 2700, heightPx: 1050, dpi: 300 },
        shape: 'mug',
        geometry: TEST_MUG_GEOMETRY,
        views: await mugViews(),
        artwork,
      },
      { onPreview: (angle) => void arrived.push(angle) },
    );
    const meta = await sharp(out.printFile.png).metadata();
    expect([meta.format, meta.width, meta.height, meta.density]).toEqual(['png', 2700, 1050, 300]);
    expect(arrived).toEqual([0, 90, 270]);
    for (const p of out.previews) {
      const m = await sharp(p.png).metadata();
      expect([m.width, m.height, p.width, p.height]).toEqual([400, 400, 400, 400]);
    }
  });

  it('fits a landscape photo to 800 px wide', async () => {
    const blank = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const out = await renderDesign({
      layers: [],
      printArea: { widthPx: 300, heightPx: 200, dpi: 150 },
      shape: 'flat',
      geometry: { imageWidth: 1200, imageHeight: 800, area: { x: 100, y: 100, width: 600, height: 400 } },
      views: [{ angle: 0, blank }],
      artwork: new Map(),
    });
    expect([out.previews[0]!.width, out.previews[0]!.height]).toEqual([800, 533]);
    expect((await sharp(out.previews[0]!.png).metadata()).width).toBe(800);
  });

  it('hides the back of the mug: print that faces away at 0° leaves the photo untouched, and shows at 90°', async () => {
    // Red only in the last tenth of the print, which wraps round next to the handle.
    const artwork = new Map([['edge', await solid(10, 10, '#ff0000')]]);
    const layers = [imageLayer('edge', { left: 2430, top: 0, width: 270, height: 1050 })];
    const input = {
      printArea: { widthPx: 2700, heightPx: 1050, dpi: 300 },
      shape: 'mug' as const,
      geometry: TEST_MUG_GEOMETRY,
      views: await mugViews(),
      artwork,
    };
    const withPrint = await renderDesign({ ...input, layers });
    const bare = await renderDesign({ ...input, layers: [] });
    const front = await decode(withPrint.previews[0]!.png);
    const frontBare = await decode(bare.previews[0]!.png);
    expect(front.data.equals(frontBare.data)).toBe(true);
    const side = await decode(withPrint.previews[1]!.png);
    const sideBare = await decode(bare.previews[1]!.png);
    let reddened = 0;
    for (let i = 0; i < side.data.length; i += 4)
      if (side.data[i]! - side.data[i + 1]! > 80 && sideBare.data[i]! - sideBare.data[i + 1]! < 10)
        reddened++;
    expect(reddened).toBeGreaterThan(500);
  });

  it('wraps the print round the body: it narrows towards the silhouette and darkens with the shading', async () => {
    const artwork = new Map([
      [
        'white-stripes',
        await sharp(
          Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="2700" height="1050">${Array.from({ length: 27 }, (_, i) => `<rect x="${i * 100}" y="0" width="50" height="1050" fill="#000"/>`).join('')}</svg>`,
          ),
        )
          .png()
          .toBuffer(),
      ],
    ]);
    const out = await renderDesign({
      layers: [imageLayer('white-stripes', { width: 2700, height: 1050 })],
      printArea: { widthPx: 2700, heightPx: 1050, dpi: 300 },
      shape: 'mug',
      geometry: TEST_MUG_GEOMETRY,
      views: [{ angle: 0, blank: await renderSvg(testMugSvg(0)) }],
      artwork,
    });
    const img = await decode(out.previews[0]!.png);
    // Count black-to-light transitions along a row: stripes are wider at the centre than at the edge.
    const y = 220;
    const runs: number[] = [];
    let run = 0;
    for (let x = 120; x < 280; x++) {
      const dark = pixel(img, x, y)[0]! < 60;
      if (dark) run++;
      else if (run) {
        runs.push(run);
        run = 0;
      }
    }
    expect(runs.length).toBeGreaterThan(4);
    expect(Math.max(...runs)).toBeGreaterThan(Math.min(...runs) * 2);
  });

  it('lays a flat print into its rectangle under the photo’s light', async () => {
    const artwork = new Map([['navy', await solid(10, 10, '#1d3557')]]);
    const out = await renderDesign({
      layers: [imageLayer('navy', { width: 2775, height: 2325 })],
      printArea: { widthPx: 2775, heightPx: 2325, dpi: 300 },
      shape: 'flat',
      geometry: TEST_FLAT_GEOMETRY,
      views: [{ angle: 0, blank: await renderSvg(testFlatSvg()) }],
      artwork,
    });
    const img = await decode(out.previews[0]!.png);
    const [r, g, b] = pixel(img, 200, 200);
    expect(Math.abs(r! - 0x1d)).toBeLessThan(6);
    expect(Math.abs(g! - 0x35)).toBeLessThan(6);
    expect(Math.abs(b! - 0x57)).toBeLessThan(6);
    expect(pixel(img, 30, 30).slice(0, 3)).toEqual([0xee, 0xf0, 0xf3]); // the background is untouched
  });

  const redPrint = async () => new Map([['red', await solid(10, 10, '#ff0000')]]);
  const reddened = (img: { data: Buffer; width: number }, bare: { data: Buffer }, x: number, y: number) => {
    const i = (y * img.width + x) * 4;
    return img.data[i]! - img.data[i + 1]! > 80 && bare.data[i]! - bare.data[i + 1]! < 10;
  };

  it('wraps only arcDegrees of the body: the rest, round the handle, stays bare', async () => {
    const input = {
      printArea: { widthPx: 2700, heightPx: 1050, dpi: 300 },
      shape: 'mug' as const,
      // Half the circumference: the print ends a quarter turn either side of the front.
      geometry: { ...TEST_MUG_GEOMETRY, arcDegrees: 180 },
      views: await mugViews(),
      artwork: await redPrint(),
    };
    const out = await renderDesign({ ...input, layers: [imageLayer('red', { width: 2700, height: 1050 })] });
    const bare = await renderDesign({ ...input, layers: [] });
    // At 90° the handle is on the right: the print's right end is the body's middle.
    const side = await decode(out.previews[1]!.png);
    const sideBare = await decode(bare.previews[1]!.png);
    const y = 220; // a row through the band (132 … 300 on the 400 px preview)
    expect(reddened(side, sideBare, 140, y)).toBe(true);
    expect(reddened(side, sideBare, 195, y)).toBe(true);
    for (const x of [206, 240, 280]) expect(reddened(side, sideBare, x, y)).toBe(false);
    // At 270° the bare half is on the left, next to that handle.
    const other = await decode(out.previews[2]!.png);
    const otherBare = await decode(bare.previews[2]!.png);
    expect(reddened(other, otherBare, 260, y)).toBe(true);
    expect(reddened(other, otherBare, 140, y)).toBe(false);
  });

  it('follows a tapered body: the print is as wide as the body at each height', async () => {
    const input = {
      printArea: { widthPx: 2700, heightPx: 1050, dpi: 300 },
      shape: 'mug' as const,
      geometry: { ...TEST_MUG_GEOMETRY, radiusTop: 150, radiusBottom: 210, arcDegrees: 360 },
      views: [{ angle: 0, blank: await renderSvg(testMugSvg(0)) }],
      artwork: await redPrint(),
    };
    const img = await decode(
      (await renderDesign({ ...input, layers: [imageLayer('red', { width: 2700, height: 1050 })] }))
        .previews[0]!.png,
    );
    const bare = await decode((await renderDesign({ ...input, layers: [] })).previews[0]!.png);
    // Near the top the body is 150 px (60 on the preview) either side of the axis at x = 200 …
    expect(reddened(img, bare, 200 + 55, 142)).toBe(true);
    expect(reddened(img, bare, 200 + 70, 142)).toBe(false);
    // … and 210 px (84) near the bottom.
    expect(reddened(img, bare, 200 + 78, 296)).toBe(true);
  });

  it('keeps a flat print inside its mask, in every view', async () => {
    const { x, y, width, height } = TEST_FLAT_GEOMETRY.area;
    const cx = x + width / 2;
    const cy = y + height / 2;
    const circle = (r: number, ox = cx, oy = cy) =>
      `M${ox - r} ${oy}A${r} ${r} 0 1 0 ${ox + r} ${oy}A${r} ${r} 0 1 0 ${ox - r} ${oy}Z`;
    const input = {
      printArea: { widthPx: 2775, heightPx: 2325, dpi: 300 },
      shape: 'flat' as const,
      geometry: {
        ...TEST_FLAT_GEOMETRY,
        mask: { face: circle(height / 2), cutouts: [circle(40, cx, y + 60)] },
      },
      views: await Promise.all(
        ([0, 90, 270] as const).map(async (angle) => ({
          angle,
          blank: await renderSvg(testFlatSvg(angle)),
          matrix: testFlatMatrix(angle),
        })),
      ),
      artwork: await redPrint(),
    };
    const out = await renderDesign({ ...input, layers: [imageLayer('red', { width: 2775, height: 2325 })] });
    const bare = await renderDesign({ ...input, layers: [] });
    const k = 0.4;
    for (const [i, view] of input.views.entries()) {
      const img = await decode(out.previews[i]!.png);
      const plain = await decode(bare.previews[i]!.png);
      // Points of the straight-on image, moved the way this view moves the product.
      const at = (px: number, py: number) => {
        const [a, b, c, d, e, f] = view.matrix;
        return [Math.round((a * px + c * py + e) * k), Math.round((b * px + d * py + f) * k)] as const;
      };
      expect(reddened(img, plain, ...at(cx, cy)), `centre at ${view.angle}`).toBe(true);
      expect(reddened(img, plain, ...at(x + 20, y + 20)), `corner at ${view.angle}`).toBe(false);
      expect(reddened(img, plain, ...at(cx, y + 60)), `cutout at ${view.angle}`).toBe(false);
      expect(reddened(img, plain, ...at(cx, y + 120)), `below the cutout at ${view.angle}`).toBe(true);
    }
  });
});
