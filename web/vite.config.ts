import react from '@vitejs/plugin-react';
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
    outDir: 'dist',
    emptyOutDir: false,
    manifest: '.vite/site-manifest.json',
    modulePreload: { polyfill: false },
    sourcemap: false,
    rollupOptions: { input: { site: 'site.html' } },
  },
});

export default defineConfig(({ isSsrBuild, mode }) =>
  mode === 'site'
    ? siteBuild
    : {
        plugins: [react(), manifestForMergedPages(import.meta.dirname), preloadAppFont()],
        server: {
          port: 5173,
          proxy: { '/api': api, '/dev': api, '/files': api, '/media': api, '/static': api },
        },
        // The server's render carries its packages inside (built for production: React's server renderer
        // without its development checks, and no thousands of icon modules to load at start).
        ssr: { noExternal: true },
        define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
        build: {
          outDir: 'dist',
          // Every browser the app supports preloads modules itself.
          modulePreload: { polyfill: false },
          sourcemap: false,
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
