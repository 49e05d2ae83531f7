import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { dashboardChunk, manifestForMergedPages } from './dashboard-chunk';

const api = `http://localhost:${process.env.PORT ?? 3000}`;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), manifestForMergedPages(import.meta.dirname)],
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
