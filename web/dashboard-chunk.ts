// The dashboard's first view in one chunk (see vite.config.ts). Rollup's module graph alone cannot
// say which modules a file really uses: `import { Menu } from '@mantine/core'` names the package's
// index, which re-exports every component. So the closures here follow each import's names through
// such re-exporting indexes (`export { Menu } from './components/Menu/Menu.mjs'`) to the module
// that defines them, reading the import statements from Rollup's parsed code.
import fs from 'node:fs';
import path from 'node:path';
import type { GetManualChunk, ManualChunkMeta, ModuleInfo, Plugin } from 'rollup';

type Node = {
  type: string;
  source?: { value: string } | null;
  specifiers?: Array<{
    type: string;
    imported?: { name?: string; value?: string };
    local?: { name: string };
    exported?: { name?: string; value?: string };
  }>;
  declaration?: unknown;
};
const nameOf = (n?: { name?: string; value?: string }) => n?.name ?? n?.value ?? '';

/** The modules Rollup resolved each import or re-export source of a module to, by source text. */
function sourcesOf(info: ModuleInfo): Map<string, string> {
  const sources = new Map<string, string>();
  const body = ((info.ast as { body?: Node[] } | null)?.body ?? []).filter(
    (n) =>
      (n.type === 'ImportDeclaration' ||
        n.type === 'ExportNamedDeclaration' ||
        n.type === 'ExportAllDeclaration') &&
      n.source,
  );
  let next = 0;
  for (const n of body) {
    const source = n.source!.value;
    if (sources.has(source)) continue;
    // Sources come in the order Rollup lists their resolutions; a relative one can be checked.
    let id = info.importedIds[next];
    if (source.startsWith('.')) {
      const near = path.resolve(path.dirname(info.id), source);
      id =
        info.importedIds.find(
          (i) => i === near || i.startsWith(`${near}.`) || i.startsWith(`${near}/index.`),
        ) ?? id;
    }
    if (id !== undefined) {
      sources.set(source, id);
      next = Math.max(next, info.importedIds.indexOf(id) + 1);
    }
  }
  return sources;
}

/** Whether a module only gathers other modules' exports (a package's index). */
function isIndex(info: ModuleInfo) {
  const body = (info.ast as { body?: Node[] } | null)?.body;
  return Boolean(
    body?.length &&
      body.every(
        (n) =>
          n.type === 'ImportDeclaration' ||
          n.type === 'ExportAllDeclaration' ||
          (n.type === 'ExportNamedDeclaration' && !n.declaration),
      ),
  );
}

export function importClosure(meta: ManualChunkMeta, roots: string[], dynamic: boolean): Set<string> {
  const seen = new Set<string>();
  const sourceCache = new Map<string, Map<string, string>>();
  const sources = (info: ModuleInfo) => {
    let s = sourceCache.get(info.id);
    if (!s) {
      s = sourcesOf(info);
      sourceCache.set(info.id, s);
    }
    return s;
  };
  /** The modules that define `names` as exported by an index module (every module for '*'). */
  const definers = (indexId: string, names: string[], out: Set<string>, depth = 0) => {
    const info = meta.getModuleInfo(indexId);
    if (!info || depth > 8) return;
    if (!isIndex(info) || names.includes('*')) {
      out.add(indexId);
      return;
    }
    const body = (info.ast as { body: Node[] }).body;
    const src = sources(info);
    const locals = new Map<string, string>(); // local import name → source
    for (const n of body)
      if (n.type === 'ImportDeclaration' && n.source)
        for (const sp of n.specifiers ?? []) locals.set(sp.local!.name, n.source.value);
    for (const name of names) {
      let found = false;
      for (const n of body) {
        if (n.type === 'ExportNamedDeclaration') {
          for (const sp of n.specifiers ?? []) {
            if (nameOf(sp.exported) !== name) continue;
            found = true;
            const from = n.source?.value ?? locals.get(sp.local!.name);
            const target = from && src.get(from);
            if (target) definers(target, [n.source ? nameOf(sp.local) : '*'], out, depth + 1);
          }
        }
      }
      if (found) continue;
      for (const n of body) {
        if (n.type !== 'ExportAllDeclaration' || !n.source) continue;
        const target = src.get(n.source.value);
        if (target && meta.getModuleInfo(target)?.exports?.includes(name))
          definers(target, [name], out, depth + 1);
      }
    }
  };
  const todo = [...roots];
  for (let id = todo.pop(); id !== undefined; id = todo.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = meta.getModuleInfo(id);
    if (!info) continue;
    if (dynamic) todo.push(...info.dynamicallyImportedIds);
    const body = (info.ast as { body?: Node[] } | null)?.body;
    if (!body) {
      todo.push(...info.importedIds);
      continue;
    }
    const src = sources(info);
    const followed = new Set<string>();
    for (const n of body) {
      if (
        !n.source ||
        !(
          n.type === 'ImportDeclaration' ||
          n.type === 'ExportNamedDeclaration' ||
          n.type === 'ExportAllDeclaration'
        )
      )
        continue;
      const target = src.get(n.source.value);
      if (!target) continue;
      followed.add(target);
      const targetInfo = meta.getModuleInfo(target);
      if (!targetInfo || !isIndex(targetInfo) || isIndex(info)) {
        todo.push(target);
        continue;
      }
      const names = (n.specifiers ?? []).map((sp) =>
        sp.type === 'ImportSpecifier'
          ? nameOf(sp.imported)
          : sp.type === 'ImportDefaultSpecifier'
            ? 'default'
            : n.type === 'ExportNamedDeclaration'
              ? nameOf(sp.local)
              : '*',
      );
      const out = new Set<string>();
      definers(target, n.type === 'ExportAllDeclaration' || names.length === 0 ? ['*'] : names, out);
      todo.push(...out);
    }
    // Anything Rollup resolved that no statement names (a plugin's own import) is followed as is.
    for (const i of info.importedIds) if (!followed.has(i) && ![...src.values()].includes(i)) todo.push(i);
  }
  return seen;
}

/**
 * The public pages' files, as site/pages.ts lists them: the app shows them too (a signed-in visitor
 * moving around the site inside the app), and they must not load the dashboard's chunk there.
 */
const PUBLIC_PAGES = [
  ...fs
    .readFileSync(path.join(import.meta.dirname, 'src/site/pages.ts'), 'utf8')
    .matchAll(/src: '(src\/[^']+)'/g),
].map((m) => `/${m[1]}`);

/** The app's entry and the stages it imports as it runs (main.tsx): every address loads them. */
const ENTRY_STAGES = ['/src/main.tsx', '/src/app/AppProviders.tsx', '/src/app/start.tsx'];

/** The files whose code the dashboard's first view is: the frame and the dashboard's home page. */
const FIRST_VIEW = ['/src/app/shell/DashboardLayout.tsx', '/src/features/dashboard/DashboardHomePage.tsx'];

/**
 * Rollup's `manualChunks` for the app's build: the modules the frame and the dashboard's home page use
 * that no public page can load (statically or later) and the app's entry does not load itself go
 * into one 'dashboard' chunk; everything else is chunked by Rollup as before.
 */
export function dashboardChunk(): GetManualChunk {
  let group: Set<string> | null = null;
  return (id, meta) => {
    if (!group) {
      const ids = [...meta.getModuleIds()];
      const find = (suffix: string) => ids.filter((m) => m.endsWith(suffix));
      const site = importClosure(meta, PUBLIC_PAGES.flatMap(find), true);
      const entry = importClosure(meta, ENTRY_STAGES.flatMap(find), false);
      const firstView = importClosure(meta, FIRST_VIEW.flatMap(find), false);
      group = new Set(
        [...firstView].filter((m) => !site.has(m) && !entry.has(m) && meta.getModuleInfo(m)?.isIncluded),
      );
      if (process.env.DEBUG_CHUNKS)
        console.log(
          'dashboard chunk:',
          group.size,
          'modules; site',
          site.size,
          'entry',
          entry.size,
          'first view',
          firstView.size,
        );
    }
    return group.has(id) ? 'dashboard' : undefined;
  };
}

/**
 * Vite's manifest names a chunk by the module it stands for; a page merged into the dashboard chunk
 * has none of its own. This adds, for every lazily imported module inside a merged chunk, a manifest
 * entry under its source path that describes that chunk, so the server (which preloads a page's
 * chunk by its source file) and `npm run size` find it as before.
 */
export function manifestForMergedPages(root: string): Plugin {
  return {
    name: 'pressrun:manifest-for-merged-pages',
    writeBundle(options, bundle) {
      const file = path.join(options.dir ?? '', '.vite', 'manifest.json');
      const asset = bundle['.vite/manifest.json'];
      if (asset?.type !== 'asset') return;
      const manifest = JSON.parse(String(asset.source)) as Record<string, { file: string }>;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || chunk.facadeModuleId) continue;
        const key = Object.keys(manifest).find((k) => manifest[k]!.file === chunk.fileName);
        if (!key) continue;
        for (const id of chunk.moduleIds) {
          if (!this.getModuleInfo(id)?.dynamicImporters.length) continue;
          const src = path.relative(root, id).split(path.sep).join('/');
          manifest[src] ??= { ...manifest[key]!, src, isDynamicEntry: true } as never;
        }
      }
      fs.writeFileSync(file, JSON.stringify(manifest, null, 2));
    },
  };
}
