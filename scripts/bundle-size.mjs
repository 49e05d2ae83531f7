// Usage: npm run size [-- --dist DIR] [-- --limit KB]
// Builds the web app's two documents (into a temporary folder, with their Vite manifests) and prints
// the gzipped JavaScript each public page loads: the entry chunk and its static imports, plus the
// page's own lazy chunk and its static imports. The entry is the site's (site.html, built on its
// own: the public pages' small entry on Preact, without the app's router, Mantine or dialogs). The
// builder and the dashboard must not be among them (they load only when used). Exits 1 when a public page loads more than the limit
// (100 KB gzip). The pages are rendered on the server, and the browser loads exactly this (entry and
// page chunk) before it hydrates, so it is what a visitor loads before the first interaction.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const limitKb = Number(opt('--limit', 100));
let dist = opt('--dist', null);
if (!dist) {
  dist = path.join(os.tmpdir(), 'pressrun-size');
  console.log(`Building the web app into ${dist} …`);
  // The app's build (index.html), then the public pages' own (site.html, `--mode site`), as npm run
  // build makes them.
  for (const extra of [
    ['--emptyOutDir', '--manifest'],
    ['--mode', 'site'],
  ])
    execFileSync('npx', ['vite', 'build', '--outDir', dist, ...extra, '--logLevel', 'warn'], {
      cwd: path.join(root, 'web'),
      stdio: 'inherit',
    });
}
const readManifest = (name) => {
  const file = path.join(dist, '.vite', name);
  if (!fs.existsSync(file)) {
    console.error(`No Vite manifest at ${file}: build both documents (or run without --dist).`);
    process.exit(2);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8'));
};
// The public pages come from the site's build, the dashboard and the builder from the app's.
const builds = {
  site: { manifest: readManifest('site-manifest.json'), entry: 'site.html' },
  app: { manifest: readManifest('manifest.json'), entry: 'index.html' },
};

const gz = new Map();
const gzipSize = (file) => {
  if (!gz.has(file)) gz.set(file, zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length);
  return gz.get(file);
};

/** A chunk and everything it imports statically (what the browser must load before it runs). */
function closure(manifest, key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(manifest, dep, seen);
  return seen;
}
const bytesOf = (manifest, keys) => [...keys].reduce((s, k) => s + gzipSize(manifest[k].file), 0);
for (const b of Object.values(builds)) {
  b.closure = closure(b.manifest, b.entry);
  // The app's entry imports its stages as it runs (web/src/main.tsx); the site's imports only the
  // page shown, counted below.
  if (b === builds.app)
    for (const stage of b.manifest[b.entry].dynamicImports ?? []) closure(b.manifest, stage, b.closure);
  b.bytes = bytesOf(b.manifest, b.closure);
}

// 'gate': a public page, held to the limit (sign-in and registration too: their forms check with
// the domain's zod-free checks, so zod is not among what they load); 'lazy': the app's code that
// must load only when used.
const pages = [
  ['Home', 'src/features/public/HomePage.tsx', 'gate'],
  ['Catalogue', 'src/features/catalog/CatalogPage.tsx', 'gate'],
  ['Product', 'src/features/catalog/ProductPage.tsx', 'gate'],
  ['Search', 'src/features/catalog/SearchPage.tsx', 'gate'],
  ['Login', 'src/features/auth/LoginPage.tsx', 'gate'],
  ['Register', 'src/features/auth/RegisterPage.tsx', 'gate'],
  ['Dashboard (shell)', 'src/app/shell/DashboardLayout.tsx', 'lazy'],
  ['Mockup builder', 'src/features/mockups/MockupBuilderPage.tsx', 'lazy'],
];
const heavy = ['src/features/mockups/MockupBuilderPage.tsx', 'src/app/shell/DashboardLayout.tsx'];
const kb = (n) => `${(n / 1024).toFixed(1).padStart(7)} KB`;

console.log(
  `\nGzipped JavaScript per page (the site's entry and its imports: ${kb(builds.site.bytes).trim()};` +
    ` the app's: ${kb(builds.app.bytes).trim()})\n`,
);
console.log(`${'page'.padEnd(20)}${'total'.padStart(10)}${'page only'.padStart(12)}  status`);
let failed = false;
// A page whose module other lazy chunks share (the builder's canvas and dialogs import from it) is
// listed under its chunk's file name rather than its source path.
const keyOf = (manifest, src) =>
  manifest[src]
    ? src
    : Object.keys(manifest).find(
        (k) => manifest[k].isDynamicEntry && manifest[k].name === path.basename(src).replace(/\.tsx?$/, ''),
      );
for (const [name, src, kind] of pages) {
  const isPublic = kind !== 'lazy';
  const { manifest, closure: entry, bytes: entryBytes } = isPublic ? builds.site : builds.app;
  const key = keyOf(manifest, src);
  if (!key) {
    console.log(`${name.padEnd(20)}  (no chunk for ${src})`);
    continue;
  }
  const keys = closure(manifest, key, new Set(entry));
  const total = bytesOf(manifest, keys);
  const own = total - entryBytes;
  const pullsHeavy = isPublic && heavy.some((h) => keyOf(manifest, h) && keys.has(keyOf(manifest, h)));
  const over = isPublic && total > limitKb * 1024;
  if (over || pullsHeavy) failed = true;
  const status = !isPublic
    ? 'loaded only when used'
    : over
      ? `OVER ${limitKb} KB`
      : pullsHeavy
        ? 'loads builder/dashboard code!'
        : `ok (≤ ${limitKb} KB)`;
  console.log(`${name.padEnd(20)}${kb(total)}${kb(own)}  ${status}`);
}
process.exit(failed ? 1 : 0);
