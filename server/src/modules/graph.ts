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

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(file);
    return e.name.endsWith('.ts') && !/\.test\.ts$|^test-/.test(e.name) ? [file] : [];
  });
}

/** Every module another module's code imports, and how (the path inside that module). */
export function crossImports() {
  const found: Array<{ from: string; file: string; to: string; inside: string }> = [];
  for (const from of modules)
    for (const file of sourceFiles(path.join(modulesRoot, from))) {
      const code = fs.readFileSync(file, 'utf8');
      for (const m of code.matchAll(/(?:import|export)[^;]*?from\s+'(\.[^']+)'/g)) {
        const target = path.relative(modulesRoot, path.resolve(path.dirname(file), m[1]!));
        const [to, ...rest] = target.split(path.sep);
        if (!to || to.startsWith('..') || to === from || !modules.includes(to)) continue;
        found.push({ from, file: path.relative(modulesRoot, file), to, inside: rest.join('/') });
      }
    }
  return found;
}

/** Each module and the modules it depends on, both in name order. */
export function moduleGraph(): Map<string, string[]> {
  const edges = new Map<string, Set<string>>(modules.map((m) => [m, new Set()]));
  for (const { from, to } of crossImports()) edges.get(from)!.add(to);
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
