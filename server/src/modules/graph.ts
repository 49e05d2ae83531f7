import fs from 'node:fs';
import path from 'node:path';

/**
 * The server's module graph: which module's code imports which other module. modules.test.ts
 * checks its seams (public faces only, no cycles) and docs/architecture.md shows it between the
 * `module-graph` markers, rewritten by `npm run docs:graph` and checked by graph.test.ts, so the
 * picture cannot drift from the code. Tests and test helpers are left out: they may reach further.
 */
export const modulesRoot = import.meta.dirname;

/** Every module: each folder here is one capability. */
export const modules = fs
  .readdirSync(modulesRoot)
  .filter((f) => fs.statSync(path.join(modulesRoot, f)).isDirectory())
  .sort();

/** A source file (relative to server/src, e.g. `modules/claims/repo.ts`) → what it imports, resolved the same way. */
export type ImportMap = Record<string, string[]>;

const src = path.resolve(modulesRoot, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(file);
    return e.name.endsWith('.ts') && !/\.test\.ts$|^test-/.test(e.name) ? [file] : [];
  });
}

const posix = (p: string) => p.split(path.sep).join('/');

/** What every module's code imports, read from the tree. */
export function importsOfModules(): ImportMap {
  const map: ImportMap = {};
  for (const file of sourceFiles(modulesRoot)) {
    const code = fs.readFileSync(file, 'utf8');
    map[posix(path.relative(src, file))] = [
      ...code.matchAll(/(?:import|export)[^;]*?from\s+'(\.[^']+)'/g),
    ].map((m) => posix(path.relative(src, path.resolve(path.dirname(file), m[1]!))));
  }
  return map;
}

export const moduleOf = (p: string) => /^modules\/([^/]+)(\/|$)/.exec(p)?.[1];
export const isTables = (p: string) =>
  /^modules\/[^/]+\/([a-z-]+-)?tables(\.ts)?$/.test(p) || /^db\/schema(\/|$)/.test(p);

/**
 * Every module another module's code imports, and how (the path inside that module). Imports of
 * tables are checked apart (foreignTableImports): a tables.ts naming another's table for a foreign
 * key declares a reference and calls nothing, so it is no edge.
 */
export function crossImports(imports: ImportMap) {
  const found: Array<{ from: string; file: string; to: string; inside: string }> = [];
  for (const [file, targets] of Object.entries(imports)) {
    const from = moduleOf(file)!;
    for (const target of targets) {
      const to = moduleOf(target);
      if (!to || to === from || !modules.includes(to) || isTables(target)) continue;
      found.push({ from, file, to, inside: target.split('/').slice(2).join('/') });
    }
  }
  return found;
}

/**
 * Every import of a table its module does not own: another module's tables.ts, or db/schema (which
 * only gathers the tables for drizzle-kit and keeps the platform's). A tables.ts may import
 * another's tables for a foreign key: that declares a reference, it queries nothing.
 * Pure, so a test can feed it a made-up tree.
 */
export function foreignTableImports(
  imports: ImportMap,
): Array<{ module: string; file: string; table: string }> {
  const found: Array<{ module: string; file: string; table: string }> = [];
  for (const [file, targets] of Object.entries(imports)) {
    const module = moduleOf(file);
    if (!module || isTables(file)) continue;
    for (const target of targets)
      if (isTables(target) && moduleOf(target) !== module) found.push({ module, file, table: target });
  }
  return found;
}

/** Each module and the modules it depends on, both in name order. */
export function moduleGraph(imports: ImportMap = importsOfModules()): Map<string, string[]> {
  const edges = new Map<string, Set<string>>(modules.map((m) => [m, new Set()]));
  for (const { from, to } of crossImports(imports)) edges.get(from)!.add(to);
  return new Map([...edges].map(([m, deps]) => [m, [...deps].sort()]));
}

export const GRAPH_START = '<!-- module-graph:start -->';
export const GRAPH_END = '<!-- module-graph:end -->';

/** The graph as the doc shows it: one `module → deps` line per module ('—' for none). */
export function graphLines(graph: Map<string, string[]>): string[] {
  const width = Math.max(...[...graph.keys()].map((m) => m.length));
  return [...graph].map(([m, deps]) => `${m.padEnd(width)} → ${deps.length ? deps.join(', ') : '—'}`);
}

/** `markdown` with the text between the markers replaced by the graph in a fenced block. */
export function withGraph(markdown: string, graph: Map<string, string[]>): string {
  const start = markdown.indexOf(GRAPH_START);
  const end = markdown.indexOf(GRAPH_END);
  if (start < 0 || end < start) throw new Error(`the doc has no ${GRAPH_START} … ${GRAPH_END} block`);
  const block = ['```', ...graphLines(graph), '```'].join('\n');
  return `${markdown.slice(0, start + GRAPH_START.length)}\n${block}\n${markdown.slice(end)}`;
}

/** The doc that shows the graph. */
export const architectureDoc = path.resolve(modulesRoot, '../../../docs/architecture.md');
