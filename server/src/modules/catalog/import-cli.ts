// `npm run catalog:import FILE [--merge] [--remap OLD=NEW …] [--featured SKU,SKU …]`
// Loads a catalogue from a JSON or CSV file (see import.ts for the columns) into the database the
// server uses (DATABASE_URL, else the embedded one in DATA_DIR). It replaces the catalogue unless
// --merge is given. On PostgreSQL, running servers pick the new catalogue up within seconds. The
// embedded database belongs to one process: stop the server first (its lock file says so if not).
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config';
import { migrateDatabase, openDatabase } from '../../db/client';
import { parseCatalog } from './import';
import { writeCatalog } from './repo';

const args = process.argv.slice(2);
const VALUED = new Set(['--remap', '--featured']);
const positional = args.filter((a, i) => !a.startsWith('--') && !VALUED.has(args[i - 1] ?? ''));
const file = positional[0];
if (!file || args.includes('--help')) {
  console.log(
    'usage: npm run catalog:import FILE.json|FILE.csv [--merge] [--remap OLD=NEW] [--featured SKU,SKU]',
  );
  process.exit(file ? 0 : 2);
}
/** Values of an option given as `--name value` or `--name=value`, possibly repeated. */
const option = (name: string) =>
  args.flatMap((a, i) =>
    a === name && args[i + 1] ? [args[i + 1]!] : a.startsWith(`${name}=`) ? [a.slice(name.length + 1)] : [],
  );

const fullPath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
if (!fs.existsSync(fullPath)) {
  console.error(`No such file: ${fullPath}`);
  process.exit(2);
}
const format = fullPath.toLowerCase().endsWith('.csv') ? 'csv' : 'json';
const { input, errors } = parseCatalog(fs.readFileSync(fullPath, 'utf8'), format);
for (const r of option('--remap')) {
  const [from, to] = r.split('=');
  if (from && to) input.remaps.push({ from, to });
}
const featured = option('--featured').flatMap((f) => f.split(','));
if (featured.length) input.featured = featured.map((s) => s.trim()).filter(Boolean);
if (errors.length) {
  console.error(`Nothing imported: ${errors.length} problem${errors.length > 1 ? 's' : ''} in ${file}`);
  for (const e of errors.slice(0, 50)) console.error(`  ${e}`);
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrateDatabase(database);
  const mode = args.includes('--merge') ? 'merge' : 'replace';
  await writeCatalog(database.db, input, mode);
  const families = new Set(input.variants.map((v) => v.family)).size;
  console.log(
    `Imported ${input.variants.length} products in ${families} families (${mode}); ${input.remaps.length} sku remaps, ${input.featured.length} featured.`,
  );
} finally {
  await database.close();
}
