import react from '@vitejs/plugin-react';
import type { OutputBundle } from 'rollup';
import { defineConfig, type Plugin } from 'vite';
import { dashboardChunk, manifestForMergedPages } from './dashboard-chunk';

const api = `http://localhost:${process.env.PORT ?? 3000}`;

/**
 * The built app's document preloads Inter's Latin letters (one variable file, every weight): the
 * app's text waits on its scripts, so the font is asked for with the document rather than once they
 * have run. Built documents only: the file's name is known once the build has hashed it.
 */
function preloadAppFont(): Plugin {
  return {
    name: 'pressrun:preload-app-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.filename.endsWith('index.html')) return html;
        const font = Object.keys(ctx.bundle ?? {}).find((f) =>
          /inter-latin-wght-normal-[\w-]+\.woff2$/.test(f),
        );
        if (!font) return html;
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: true, href: `/${font}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * Mantine's `useId` starts from React's id and then, in a layout effect, swaps it for a random one.
 * Every modal, popover and the frame's AppShell so set state while their first commit runs, and
 * React renders them again before that task can end: on the dashboard's first view that re-render
 * was about a third of the commit's task. The app renders in
 * the browser and never hydrates Mantine, so React's id, unique and stable, is the id: this build
 * serves `@mantine/hooks`' module with that alone. The build fails if the module is not where it
 * was, so a Mantine upgrade cannot quietly drop the change.
 */
function mantineIdsFromReact(): Plugin {
  const useIdModule = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
  let mantineLoaded = false;
  let replaced = false;
  return {
    name: 'pressrun:mantine-ids-from-react',
    apply: 'build',
    load(id) {
      if (id.includes('@mantine')) mantineLoaded = true;
      if (!useIdModule.test(id)) return null;
      replaced = true;
      return [
        "import { useReactId } from './use-react-id.mjs';",
        'export function useId(staticId) {',
        '  const reactId = useReactId();',
        "  return typeof staticId === 'string' ? staticId : reactId;",
        '}',
      ].join('\n');
    },
    buildEnd(error) {
      if (!error && mantineLoaded && !replaced)
        this.error("@mantine/hooks' use-id module was not found: update pressrun:mantine-ids-from-react");
    },
  };
}

/** What both documents' builds write, and how. */
const OUTPUT = {
  outDir: 'dist',
  // Every browser the app supports preloads modules itself.
  modulePreload: { polyfill: false },
  sourcemap: false,
};

/**
 * The public pages' own build (`vite build --mode site`): site.html's entry and the pages it hydrates,
 * on Preact's React-compatible layer instead of React DOM. The site's components are plain React
 * (no Mantine, no router), and Preact runs them in a tenth of the code: on a phone, evaluating React
 * DOM and hydrating with it were most of a public page's main-thread time. The server still renders
 * the pages with React; Preact adopts that HTML as it is. Its manifest is its own.
 */
const siteBuild = defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    ...OUTPUT,
    emptyOutDir: false,
    manifest: '.vite/site-manifest.json',
    rollupOptions: { input: { site: 'site.html' } },
  },
});

/** These chunks' files and every file they import statically, as the browser must load them. */
function withStaticImports(bundle: OutputBundle, roots: string[]): Set<string> {
  const files = new Set<string>();
  const add = (file: string) => {
    const chunk = bundle[file];
    if (files.has(file) || chunk?.type !== 'chunk') return;
    files.add(file);
    for (const dep of chunk.imports) add(dep);
  };
  for (const root of roots) add(root);
  return files;
}

/**
 * The app's entry imports its stages itself as it runs (src/main.tsx): its document preloads them,
 * with what they import, as it does the entry's own imports, so they arrive together rather than a
 * round trip after each other.
 */
function preloadEntryStages(): Plugin {
  return {
    name: 'pressrun:preload-entry-stages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const bundle = ctx.bundle ?? {};
        if (!ctx.filename.endsWith('index.html') || !ctx.chunk) return [];
        const files = withStaticImports(bundle, ctx.chunk.dynamicImports);
        // What the entry is or imports itself, its document loads already.
        for (const dep of [ctx.chunk.fileName, ...ctx.chunk.imports]) files.delete(dep);
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/** V8's explicit compile hint: every function of the file is compiled as the file streams in. */
const COMPILE_ALL = '//# allFunctionsCalledOnLoad\n';

/**
 * V8 compiles a function when it is first called, on the main thread, unless the file asks for all
 * of them at once. The app's entry and its stages (React DOM; Mantine and the providers; the router
 * and the start) and the dashboard's first view run nearly all their code as a dashboard address
 * loads: those files carry the hint, so their compiling happens on a background thread while they
 * download, rather than inside the first render's tasks. Chunks loaded later (other pages, the
 * builder) compile as before. The hint is added once the files are named, so a name still changes
 * only with the code; a source map, where one is written, is moved down the added line.
 */
function compileStartUpEagerly(): Plugin {
  return {
    name: 'pressrun:compile-start-up-eagerly',
    apply: 'build',
    // After Vite's own rewriting of the chunks (it puts the entry's table of preloads first).
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const entry = chunks.find((c) => c.isEntry && c.moduleIds.some((id) => id.endsWith('/src/main.tsx')));
        if (!entry) return;
        const dashboard = chunks.filter((c) => c.name === 'dashboard').map((c) => c.fileName);
        const startUp = withStaticImports(bundle, [entry.fileName, ...entry.dynamicImports, ...dashboard]);
        for (const file of startUp) {
          const chunk = bundle[file];
          if (chunk?.type !== 'chunk') continue;
          chunk.code = COMPILE_ALL + chunk.code;
          if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
          const map = bundle[`${file}.map`];
          if (map?.type === 'asset') {
            const json = JSON.parse(String(map.source)) as { mappings: string };
            json.mappings = `;${json.mappings}`;
            map.source = JSON.stringify(json);
          }
        }
      },
    },
  };
}

export default defineConfig(({ isSsrBuild, mode }) =>
  mode === 'site'
    ? siteBuild
    : {
        plugins: [
          react(),
          mantineIdsFromReact(),
          manifestForMergedPages(import.meta.dirname),
          preloadAppFont(),
          preloadEntryStages(),
          compileStartUpEagerly(),
        ],
        server: {
          port: 5173,
          proxy: { '/api': api, '/dev': api, '/files': api, '/media': api, '/static': api },
        },
        // The server's render carries its packages inside (built for production: React's server renderer
        // without its development checks, and no thousands of icon modules to load at start).
        ssr: { noExternal: true },
        define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
        build: {
          ...OUTPUT,
          chunkSizeWarningLimit: 800,
          // The server's render (dist-ssr/entry-server.js) is one file: the server never loads a later
          // chunk of it, so rebuilding under a running server cannot mix two builds.
          // The app's document (index.html); the public pages' (site.html) has a build of its own, above.
          rollupOptions: isSsrBuild
            ? { output: { inlineDynamicImports: true } }
            : {
                input: { index: 'index.html' },
                output: { manualChunks: dashboardChunk(), onlyExplicitManualChunks: true },
              },
        },
      },
);
