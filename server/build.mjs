// `npm run build -w server`: compiles the server's entry points to plain JavaScript in server/dist,
// so production starts `node dist/main.js` instead of transpiling TypeScript at every start.
//
// esbuild bundles our own code (server/src and the @pressrun/domain workspace, which is TypeScript
// too) into one self-contained file per entry point; every npm package stays an import, resolved
// from node_modules at run time as before (native and WASM packages, pdfkit's data files and the
// @fontsource fonts are read from their own folders). No code splitting: a file never loads
// another file of the build later, so rebuilding while a server runs cannot mix two builds.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = import.meta.dirname;
// Another folder may be named (the shutdown test builds its own copy); it must lie inside server/,
// where node_modules resolves as from dist/.
const outdir = path.resolve(root, process.argv[2] ?? 'dist');

/** The commands, by the name of their file in dist/. */
const entryPoints = {
  main: 'src/main.ts',
  worker: 'src/worker.ts',
  staff: 'src/modules/staff/cli.ts',
  'catalog-import': 'src/modules/catalog/import-cli.ts',
  backup: 'src/modules/backup/backup-cli.ts',
  restore: 'src/modules/backup/restore-cli.ts',
};

const t0 = Date.now();
await build({
  absWorkingDir: root,
  entryPoints: Object.fromEntries(Object.entries(entryPoints).map(([k, v]) => [k, path.join(root, v)])),
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [
    {
      name: 'packages-stay-external',
      setup(b) {
        // Bare imports are npm packages (and node: built-ins): left as imports. The workspace's
        // own TypeScript package is compiled in, since Node cannot load its .ts files.
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@pressrun/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

// db/client.ts finds the SQL migrations beside its own file: beside the bundle here.
const migrations = path.join(outdir, 'migrations');
fs.rmSync(migrations, { recursive: true, force: true });
fs.cpSync(path.join(root, 'src/db/migrations'), migrations, { recursive: true });
console.log(`server built into ${path.relative(process.cwd(), outdir) || '.'} in ${Date.now() - t0} ms`);
