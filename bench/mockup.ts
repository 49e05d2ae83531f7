import { performance } from 'node:perf_hooks';
import type { Layer } from '@pressrun/domain';
import sharp from 'sharp';
import { wrapCylinder } from '../server/src/modules/mockups/engine/cylinder';
import { encodePrintFile, renderDesign } from '../server/src/modules/mockups/engine/index';
import { printSizeOnPreview, wrapArc } from '../server/src/modules/mockups/engine/preview';
import { fromRaw, PNG_OPTIONS, toRaw } from '../server/src/modules/mockups/engine/raw';
import { measureShading } from '../server/src/modules/mockups/engine/shading';
import { renderSvg, TEST_MUG_GEOMETRY, testMugSvg } from '../server/src/modules/mockups/engine/test-blanks';

/**
 * bench/mockup: the three 11 oz mug previews and the print file from a 2700 × 1050 artwork with one
 * text layer, through the mockup engine — against the same decode, resize, text, composite, warp
 * and encode steps written straight against sharp (the warp, which sharp has no operation for, is
 * the same pixel loop in both). Target: engine ≤ 1.5 × sharp alone. Both run alternately in one
 * process, so machine noise hits them alike; medians are reported.
 */
const W = 2700;
const H = 1050;
const DPI = 300;
const RUNS = Number(process.env.BENCH_MOCKUP_RUNS ?? 9);
const TARGET = 1.5;

async function fixtures() {
  // A photo-like artwork: gradients and shapes, compressed as a real upload would be.
  const artwork = await sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}">
<defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="1"><stop offset="0" stop-color="#1d3557"/><stop offset="0.5" stop-color="#457b9d"/><stop offset="1" stop-color="#e63946"/></linearGradient>
<radialGradient id="r"><stop offset="0" stop-color="#fff" stop-opacity="0.9"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
<rect width="${W}" height="${H}" fill="url(#g)"/>
${Array.from({ length: 40 }, (_, i) => `<circle cx="${(i * 137) % W}" cy="${(i * 89) % H}" r="${40 + ((i * 31) % 120)}" fill="url(#r)"/>`).join('')}
</svg>`),
  )
    .png()
    .toBuffer();
  const blanks = await Promise.all(([0, 90, 270] as const).map((a) => renderSvg(testMugSvg(a))));
  return { artwork, blanks };
}

const text = {
  source: 'Best Mom Ever',
  left: 600,
  top: 400,
  width: 1500,
  height: 250,
  fontSize: 180,
  fill: '#ffffff',
};

async function viaEngine(f: Awaited<ReturnType<typeof fixtures>>) {
  const layers: Layer[] = [
    { id: 'art', type: 'image', source: 'art', left: 0, top: 0, width: W, height: H, rotation: 0 },
    { id: 'txt', type: 'text', rotation: 0, align: 'center', ...text },
  ];
  await renderDesign({
    layers,
    printArea: { widthPx: W, heightPx: H, dpi: DPI },
    shape: 'mug',
    geometry: TEST_MUG_GEOMETRY,
    views: f.blanks.map((blank, i) => ({ angle: [0, 90, 270][i]!, blank })),
    artwork: new Map([['art', f.artwork]]),
  });
}

/** The same work with nothing but sharp calls (and the same warp loop). */
async function sharpAlone(f: Awaited<ReturnType<typeof fixtures>>) {
  const art = await toRaw(sharp(f.artwork).resize(W, H, { fit: 'fill' }));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${text.width}" height="${text.height}"><text x="50%" y="60%" text-anchor="middle" font-family="DejaVu Sans" font-size="${text.fontSize}" fill="${text.fill}">${text.source}</text></svg>`;
  const print = await toRaw(
    sharp({
      create: { width: W, height: H, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    }).composite([
      { input: art.data, raw: { width: W, height: H, channels: 4 } },
      { input: Buffer.from(svg), left: text.left, top: text.top },
    ]),
  );
  const printFile = encodePrintFile(print, DPI);
  const size = printSizeOnPreview('mug', TEST_MUG_GEOMETRY, print);
  const scaled = await toRaw(fromRaw(print).resize(size.width, size.height, { fit: 'fill' }));
  const k = 400 / 1000;
  const { area } = TEST_MUG_GEOMETRY;
  for (const [i, blank] of f.blanks.entries()) {
    const photo = await toRaw(sharp(blank).resize(400, 400, { fit: 'fill' }));
    const rect = { x: area.x * k, y: area.y * k, width: area.width * k, height: area.height * k };
    wrapCylinder(
      photo,
      scaled,
      {
        cx: rect.x + rect.width / 2,
        top: rect.y,
        height: rect.height,
        radiusTop: rect.width / 2,
        radiusBottom: rect.width / 2,
        ellipse: TEST_MUG_GEOMETRY.curve ?? 0,
        arc: wrapArc(TEST_MUG_GEOMETRY, { widthPx: W, heightPx: H }),
        angle: ([0, 90, 270][i]! * Math.PI) / 180,
      },
      measureShading(photo, rect),
    );
    await fromRaw(photo).png(PNG_OPTIONS).toBuffer();
  }
  await printFile;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

async function time(fn: () => Promise<void>) {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

export async function benchMockup() {
  const f = await fixtures();
  // Warm up both paths (JIT, font parsing, libvips caches) before measuring.
  for (let i = 0; i < 2; i++) {
    await viaEngine(f);
    await sharpAlone(f);
  }
  const engine: number[] = [];
  const alone: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    // Alternate the order so neither always runs on a warmer machine.
    if (i % 2) {
      alone.push(await time(() => sharpAlone(f)));
      engine.push(await time(() => viaEngine(f)));
    } else {
      engine.push(await time(() => viaEngine(f)));
      alone.push(await time(() => sharpAlone(f)));
    }
  }
  const e = median(engine);
  const s = median(alone);
  const ratio = e / s;
  console.log('bench/mockup — 3 mug previews + print file, 2700 × 1050 artwork + 1 text layer');
  console.log(`  mockup engine : median ${e.toFixed(1)} ms over ${RUNS} runs`);
  console.log(`  sharp alone   : median ${s.toFixed(1)} ms over ${RUNS} runs`);
  console.log(
    `  ratio         : ${ratio.toFixed(2)} (target ≤ ${TARGET}) ${ratio <= TARGET ? 'PASS' : 'FAIL'}`,
  );
  return { name: 'mockup', engineMs: e, sharpMs: s, ratio, target: TARGET, pass: ratio <= TARGET };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await benchMockup();
  if (!r.pass) process.exitCode = 1;
}
