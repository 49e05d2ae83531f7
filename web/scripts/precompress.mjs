// Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the built web app, at the
// strongest settings, once per build: the server hands these out as they are (@fastify/static's
// preCompressed), so no CPU is spent compressing the app per request. Node's own zlib does both.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const TEXT = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const dist = path.resolve(process.argv[2] ?? 'dist');

async function* files(dir) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(p);
    else if (TEXT.test(entry.name)) yield p;
  }
}

async function precompress(file) {
  const raw = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(raw, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }),
    gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // Every text file gets both copies, even a tiny one, so the server never has to compress a file
  // of the app on the fly for want of a copy.
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
  return { raw: raw.length, br: br.length, gz: gz.length };
}

const list = [];
for await (const f of files(dist)) list.push(f);
// A few at a time: zlib's work runs on libuv's four threads.
const totals = { raw: 0, br: 0, gz: 0 };
for (let i = 0; i < list.length; i += 4) {
  for (const s of await Promise.all(list.slice(i, i + 4).map(precompress))) {
    totals.raw += s.raw;
    totals.br += s.br;
    totals.gz += s.gz;
  }
}
const kb = (n) => `${(n / 1024).toFixed(0)} kB`;
console.log(
  `precompressed ${list.length} files: ${kb(totals.raw)} raw, ${kb(totals.gz)} gzip, ${kb(totals.br)} brotli`,
);
