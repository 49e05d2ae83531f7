// `node server/run.mjs NAME [args…]`: runs one of the compiled commands of server/dist (main, worker,
// staff, catalog-import, backup, restore), or says how to build them when there are none yet.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const [name, ...args] = process.argv.slice(2);
const file = path.join(import.meta.dirname, 'dist', `${name}.js`);
if (!name || !fs.existsSync(file)) {
  console.error(`The server is not built (no server/dist/${name ?? '…'}.js): run \`npm run build\` first.`);
  process.exit(2);
}
// The command reads its arguments from process.argv as if it had been started itself.
process.argv = [process.argv[0], file, ...args];
await import(pathToFileURL(file).href);
