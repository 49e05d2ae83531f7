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

export default defineConfig(({ isSsrBuild }) => ({
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
    // Two documents: the app's (index.html) and the public pages' (site.html, a far smaller entry the
    // server writes its rendered pages into).
    rollupOptions: isSsrBuild
      ? { output: { inlineDynamicImports: true } }
      : {
          input: { index: 'index.html', site: 'site.html' },
          output: { manualChunks: dashboardChunk(), onlyExplicitManualChunks: true },
        },
  },
}));
