import { spawn } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import type { Layer } from '@pressrun/domain';
import sharp from 'sharp';
import { wrapCylinder } from '../server/src/modules/mockups/engine/cylinder';
import { encodePrintFile, renderDesign } from '../server/src/modules/mockups/engine/index';
import { project } from '../server/src/modules/mockups/engine/listing/camera';
import {
  drawProduct,
  LISTING_JPEG,
  LISTING_VIEWS,
  type ListingProduct,
  renderListings,
} from '../server/src/modules/mockups/engine/listing/index';
import { printSizeOnPreview, wrapArc } from '../server/src/modules/mockups/engine/preview';
import { fromRaw, PNG_OPTIONS, toRaw } from '../server/src/modules/mockups/engine/raw';
import { measureShading } from '../server/src/modules/mockups/engine/shading';
import { renderSvg, TEST_MUG_GEOMETRY, testMugSvg } from '../server/src/modules/mockups/engine/test-blanks';
import { isMain, median } from './stats';

/**
 * bench/mockup, three parts on the 11 oz mug and one 2700 × 1050 artwork with a text layer:
 *
 * 1. The builder's interactive previews (3 views) and the print file through the mockup engine,
 *    against the same decode, resize, text, composite, warp and encode steps written straight
 *    against sharp (the warp, which sharp has no operation for, is the same pixel loop in both).
 *    Targets: engine ≤ 1.5 × sharp alone, and a median under 300 ms.
 * 2. The four 2000 px listing views drawn from the print file, against sharp alone doing the same
 *    decode, warp + light (the same raster loop: sharp cannot draw a lit 3D product), and the
 *    backdrop, shadow, reflection and composite as sharp operations. Target: ≤ 1.5 × sharp alone.
 * 3. Peak RSS of a renderer process drawing ten listing sets at once. Target: under 1 GB.
 *
 * Both sides of a ratio run alternately in one process, so machine noise hits them alike; medians
 * are reported.
 */
const W = 2700;
const H = 1050;
const DPI = 300;
const RUNS = Number(process.env.BENCH_MOCKUP_RUNS ?? 9);
const LISTING_RUNS = Number(process.env.BENCH_MOCKUP_LISTING_RUNS ?? 5);
const TARGET = 1.5;
const PREVIEW_TARGET_MS = 300;
const RSS_TARGET_MB = 1024;
const CONCURRENT = 10;

const MUG_11OZ: ListingProduct = { scene: 'mug', color: '#ffffff', size: { width: 3.2, height: 3.8 } };
const PRINT_INCHES = { width: W / DPI, height: H / DPI };

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
type Fixtures = Awaited<ReturnType<typeof fixtures>>;

const text = {
  source: 'Best Mom Ever',
  left: 600,
  top: 400,
  width: 1500,
  height: 250,
  fontSize: 180,
  fill: '#ffffff',
};

async function viaEngine(f: Fixtures) {
  const layers: Layer[] = [
    { id: 'art', type: 'image', source: 'art', left: 0, top: 0, width: W, height: H, rotation: 0 },
    { id: 'txt', type: 'text', rotation: 0, align: 'center', ...text },
  ];
  return renderDesign({
    layers,
    printArea: { widthPx: W, heightPx: H, dpi: DPI },
    shape: 'mug',
    geometry: TEST_MUG_GEOMETRY,
    views: f.blanks.map((blank, i) => ({ angle: [0, 90, 270][i]!, blank })),
    artwork: new Map([['art', f.artwork]]),
  });
}

/** The same work with nothing but sharp calls (and the same warp loop). */
async function sharpAlone(f: Fixtures) {
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

/** The listing engine: the four views from the print file's PNG, as the 'mockup.listings' job draws them. */
async function listingsViaEngine(printFile: Buffer) {
  await renderListings({ product: MUG_11OZ, printFile, printInches: PRINT_INCHES, background: 'white' });
}

/**
 * The same listings with sharp doing everything it can: decode, the white backdrop, the floor
 * shadow (the footprint drawn and blurred), the reflection (the product flipped, blurred, faded),
 * the composite and the JPEG. The lit product itself is the engine's raster loop (drawProduct).
 */
async function listingsSharpAlone(printFile: Buffer) {
  const print = await toRaw(sharp(printFile));
  for (const view of LISTING_VIEWS) {
    const { size, scene, cam, layer } = await drawProduct({
      product: MUG_11OZ,
      print,
      printInches: PRINT_INCHES,
      background: 'white',
      angle: view.angle,
    });
    const p = new Float64Array(3);
    const path = (dx: number, dz: number) =>
      `M${scene.shadow.footprint
        .map(([x, z]) => {
          project(cam, x + dx, 0, z + dz, p);
          return `${p[0]!.toFixed(1)} ${p[1]!.toFixed(1)}`;
        })
        .join('L')}Z`;
    const pxPerInch = cam.focal / Math.hypot(cam.px, cam.py, cam.pz);
    // Shadows are soft: drawn and blurred at an eighth of the size, then scaled up.
    const small = size / 8;
    const shadow = (d: string, opacity: number, blur: number) =>
      sharp(
        Buffer.from(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${small}" height="${small}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="#fff"/><path d="${d}" fill="#000" fill-opacity="${opacity}"/></svg>`,
        ),
      )
        .blur(Math.max(0.3, blur / 8))
        .resize(size, size)
        .removeAlpha()
        .raw()
        .toBuffer();
    const [soft, contact] = await Promise.all([
      shadow(path(...scene.shadow.offset), scene.shadow.strength * 0.8, scene.shadow.soft * pxPerInch),
      shadow(path(0, 0), 0.45, Math.max(0.5, scene.shadow.contact * pxPerInch)),
    ]);
    const productRaw = { width: size, height: size, channels: 4 as const };
    const height = layer.y1 - layer.y0 + 1;
    const mirror = await sharp(Buffer.from(layer.data.buffer, layer.data.byteOffset, layer.data.length), {
      raw: productRaw,
    })
      .extract({ left: 0, top: layer.y0, width: size, height })
      .flip()
      .blur(4)
      .composite([
        {
          input: Buffer.from(
            `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${height}"><defs><linearGradient id="f" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.1"/><stop offset="0.12" stop-color="#fff" stop-opacity="0"/></linearGradient></defs><rect width="${size}" height="${height}" fill="url(#f)"/></svg>`,
          ),
          blend: 'dest-in',
        },
      ])
      .raw()
      .toBuffer();
    const shadowRaw = { width: size, height: size, channels: 3 as const };
    await sharp({ create: { width: size, height: size, channels: 3, background: '#ffffff' } })
      .composite([
        { input: soft, raw: shadowRaw, blend: 'multiply' },
        { input: contact, raw: shadowRaw, blend: 'multiply' },
        {
          input: mirror,
          raw: { width: size, height, channels: 4 },
          top: Math.min(size - 1, layer.y1),
          left: 0,
        },
        { input: Buffer.from(layer.data.buffer, layer.data.byteOffset, layer.data.length), raw: productRaw },
      ])
      .jpeg(LISTING_JPEG)
      .toBuffer();
  }
}

/** Wall time of a run, and the CPU time the process spent on it (all threads): on a busy machine the second says more. */
async function time(fn: () => Promise<unknown>) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  await fn();
  const c = process.cpuUsage(c0);
  return { wall: performance.now() - t0, cpu: (c.user + c.system) / 1000 };
}

/** Runs two paths alternately (neither always on a warmer machine) and answers their medians. */
async function compare(runs: number, a: () => Promise<unknown>, b: () => Promise<unknown>) {
  const ta: Array<{ wall: number; cpu: number }> = [];
  const tb: Array<{ wall: number; cpu: number }> = [];
  for (let i = 0; i < runs; i++) {
    if (i % 2) {
      tb.push(await time(b));
      ta.push(await time(a));
    } else {
      ta.push(await time(a));
      tb.push(await time(b));
    }
  }
  const wall = (xs: typeof ta) => median(xs.map((x) => x.wall));
  const cpu = (xs: typeof ta) => median(xs.map((x) => x.cpu));
  return [wall(ta), wall(tb), cpu(ta), cpu(tb)] as const;
}

/** The renderer alone in a child process: ten listing sets at once; answers its peak RSS in MB. */
async function childPeakRss(): Promise<number> {
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url)], {
      env: { ...process.env, BENCH_MOCKUP_CHILD: 'rss' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let text = '';
    child.stdout.on('data', (d) => {
      text += d;
    });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`rss child exited ${code}`))));
  });
  return JSON.parse(out.trim().split('\n').pop()!).peakMb;
}

async function rssChild() {
  const f = await fixtures();
  const { printFile } = await viaEngine(f);
  await Promise.all(Array.from({ length: CONCURRENT }, () => listingsViaEngine(printFile.png)));
  console.log(JSON.stringify({ peakMb: process.resourceUsage().maxRSS / 1024 }));
}

export async function benchMockup() {
  const f = await fixtures();
  // Warm up both paths (JIT, font parsing, libvips caches) before measuring.
  for (let i = 0; i < 2; i++) {
    await viaEngine(f);
    await sharpAlone(f);
  }
  const [e, s, eCpu, sCpu] = await compare(
    RUNS,
    () => viaEngine(f),
    () => sharpAlone(f),
  );
  const ratio = e / s;
  const previewsPass = ratio <= TARGET && e < PREVIEW_TARGET_MS;
  console.log('bench/mockup — 11 oz mug, 2700 × 1050 artwork + 1 text layer');
  console.log('  interactive previews (3 views) + print file');
  console.log(
    `    mockup engine : median ${e.toFixed(1)} ms over ${RUNS} runs (target < ${PREVIEW_TARGET_MS} ms), CPU ${eCpu.toFixed(0)} ms`,
  );
  console.log(`    sharp alone   : median ${s.toFixed(1)} ms over ${RUNS} runs, CPU ${sCpu.toFixed(0)} ms`);
  console.log(
    `    ratio         : ${ratio.toFixed(2)} (target ≤ ${TARGET}) ${previewsPass ? 'PASS' : 'FAIL'}`,
  );

  const printFile = (await viaEngine(f)).printFile.png;
  await listingsViaEngine(printFile);
  await listingsSharpAlone(printFile);
  const [le, ls, leCpu, lsCpu] = await compare(
    LISTING_RUNS,
    () => listingsViaEngine(printFile),
    () => listingsSharpAlone(printFile),
  );
  const listingRatio = le / ls;
  const listingPass = listingRatio <= TARGET;
  console.log(`  listing renders: ${LISTING_VIEWS.length} views at 2000 × 2000 from the print file`);
  console.log(
    `    listing engine: median ${le.toFixed(0)} ms over ${LISTING_RUNS} runs (${(le / LISTING_VIEWS.length).toFixed(0)} ms a view), CPU ${leCpu.toFixed(0)} ms`,
  );
  console.log(
    `    sharp alone   : median ${ls.toFixed(0)} ms over ${LISTING_RUNS} runs, CPU ${lsCpu.toFixed(0)} ms`,
  );
  console.log(
    `    ratio         : ${listingRatio.toFixed(2)} (target ≤ ${TARGET}) ${listingPass ? 'PASS' : 'FAIL'}`,
  );

  const peak = await childPeakRss();
  const rssPass = peak < RSS_TARGET_MB;
  console.log(
    `  peak RSS, ${CONCURRENT} listing sets at once: ${peak.toFixed(0)} MB (target < ${RSS_TARGET_MB} MB) ${rssPass ? 'PASS' : 'FAIL'}`,
  );
  return {
    name: 'mockup',
    engineMs: e,
    sharpMs: s,
    ratio,
    listingMs: le,
    listingSharpMs: ls,
    listingRatio,
    peakRssMb: peak,
    target: TARGET,
    pass: previewsPass && listingPass && rssPass,
  };
}

if (isMain(import.meta.url)) {
  if (process.env.BENCH_MOCKUP_CHILD === 'rss') await rssChild();
  else {
    const r = await benchMockup();
    if (!r.pass) process.exitCode = 1;
  }
}
