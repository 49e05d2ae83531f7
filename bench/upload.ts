import crypto from 'node:crypto';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { startBenchServer } from './harness';
import { runWhenMain } from './stats';
import type { UploadReply } from './upload-server';

/**
 * bench/upload: 40 uploads of a 20 MB image each, all at once, to the real app in a child process
 * (see upload-server.ts). Prints the server's peak resident memory (the kernel's high-water mark)
 * and its memory once the uploads are done, and the throughput.
 * Target: peak RSS < 1 GB. The images are noise (PNG and JPEG), which no codec can shrink, so each
 * file really is 20 MB on the wire and its pixels really are decoded for the thumbnail.
 */
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 40);
const MB = 1024 * 1024;
const TARGET_BYTES = 1024 * MB;

const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

/** Noise as an image of about 20 MB: a PNG (stored as it is) or a JPEG at quality 100. */
async function noiseImage(kind: 'png' | 'jpeg') {
  const [width, height] = kind === 'png' ? [2570, 2570] : [4400, 3300];
  const raw = crypto.randomBytes(width * height * 3);
  const image = sharp(raw, { raw: { width, height, channels: 3 } });
  const bytes = await (kind === 'png'
    ? image.png({ compressionLevel: 1 })
    : image.jpeg({ quality: 100 })
  ).toBuffer();
  const blob = new Blob([new Uint8Array(bytes)], { type: `image/${kind}` });
  return { blob, size: bytes.length, name: `noise.${kind === 'png' ? 'png' : 'jpg'}` };
}

/** The app in its child process (upload-server.ts), and the signed-in customer's cookies. */
async function startServer() {
  const server = startBenchServer<UploadReply>('upload-server.ts');
  const info = await server.ask('ready');
  const memory = async () => (await server.ask('memory', { type: 'memory' })).memory;
  return { info, memory, stop: server.stop };
}

export async function benchUpload() {
  console.log(`\nbench/upload — ${UPLOADS} concurrent uploads of a ~20 MB image each`);
  const images = await Promise.all([noiseImage('png'), noiseImage('jpeg')]);
  for (const i of images) console.log(`  ${i.name}: ${(i.size / MB).toFixed(1)} MB`);
  const { info, memory, stop } = await startServer();
  try {
    const before = await memory();
    const url = `http://127.0.0.1:${info.port}/api/files`;
    const upload = async (n: number) => {
      const image = images[n % images.length]!;
      const form = new FormData();
      form.append('file', image.blob, image.name);
      const res = await fetch(url, {
        method: 'POST',
        body: form,
        headers: { cookie: info.cookie, 'x-csrf-token': info.csrf },
      });
      const body = await res.text();
      if (res.status !== 201) throw new Error(`upload ${n}: ${res.status} ${body.slice(0, 200)}`);
      return image.size;
    };
    const t0 = performance.now();
    const sent = (await Promise.all(Array.from({ length: UPLOADS }, (_, n) => upload(n)))).reduce(
      (a, b) => a + b,
      0,
    );
    const seconds = (performance.now() - t0) / 1000;
    const after = await memory();
    // What the process keeps once the burst is over (the finding: it stayed at its peak).
    await new Promise((r) => setTimeout(r, 3000));
    const settled = await memory();
    const pass = after.peakRss < TARGET_BYTES && after.files === UPLOADS;
    console.log(`  stored        : ${after.files} of ${UPLOADS} files`);
    console.log(`  RSS at start  : ${mb(before.rss)}`);
    console.log(
      `  peak RSS      : ${mb(after.peakRss)} (target < ${mb(TARGET_BYTES)}) ${pass ? 'PASS' : 'FAIL'}`,
    );
    console.log(`  RSS 3 s after : ${mb(settled.rss)}`);
    console.log(
      `  throughput    : ${(sent / MB / seconds).toFixed(1)} MB/s, ${(UPLOADS / seconds).toFixed(2)} uploads/s (${seconds.toFixed(1)} s in all)`,
    );
    return { name: 'upload', peakRss: after.peakRss, seconds, pass };
  } finally {
    await stop();
  }
}

await runWhenMain(import.meta.url, benchUpload);
