import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The seams between modules (each folder here is one capability): a module uses another only
 * through its public face (its index.ts, or its service.ts where it has no index), and no two
 * modules depend on each other, directly or round a longer circle. Where two capabilities need
 * each other, the lower one declares a port and app.ts plugs the other in. Tests and test helpers
 * may reach further.
 */
const root = import.meta.dirname;
const modules = fs.readdirSync(root).filter((f) => fs.statSync(path.join(root, f)).isDirectory());

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const file = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(file);
    return e.name.endsWith('.ts') && !/\.test\.ts$|^test-/.test(e.name) ? [file] : [];
  });
}

/** Every module another module's code imports, and how (the path inside that module). */
function crossImports() {
  const found: Array<{ from: string; file: string; to: string; inside: string }> = [];
  for (const from of modules)
    for (const file of sourceFiles(path.join(root, from))) {
      const code = fs.readFileSync(file, 'utf8');
      for (const m of code.matchAll(/(?:import|export)[^;]*?from\s+'(\.[^']+)'/g)) {
        const target = path.relative(root, path.resolve(path.dirname(file), m[1]!));
        const [to, ...rest] = target.split(path.sep);
        if (!to || to.startsWith('..') || to === from || !modules.includes(to)) continue;
        found.push({ from, file: path.relative(root, file), to, inside: rest.join('/') });
      }
    }
  return found;
}

describe('module seams', () => {
  it('imports another module only through its public face (index.ts, or service.ts where there is no index)', () => {
    const wrong = crossImports().filter(
      ({ to, inside }) =>
        !(inside === '' || inside === 'index') &&
        !(inside === 'service' && !fs.existsSync(path.join(root, to, 'index.ts'))),
    );
    expect(wrong.map((w) => `${w.file} → ${w.to}/${w.inside}`)).toEqual([]);
  });

  it('has no import cycles between modules', () => {
    const edges = new Map<string, Set<string>>(modules.map((m) => [m, new Set()]));
    for (const { from, to } of crossImports()) edges.get(from)!.add(to);
    const cycles: string[] = [];
    const visit = (m: string, trail: string[]) => {
      for (const next of edges.get(m)!) {
        if (trail.includes(next)) cycles.push([...trail.slice(trail.indexOf(next)), next].join(' → '));
        else visit(next, [...trail, next]);
      }
    };
    for (const m of modules) visit(m, [m]);
    expect(cycles).toEqual([]);
  });
});
