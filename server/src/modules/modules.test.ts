import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { crossImports, moduleGraph, modules, modulesRoot } from './graph';

/**
 * The seams between modules (each folder here is one capability): a module uses another only
 * through its public face (its index.ts, or its service.ts where it has no index), and no two
 * modules depend on each other, directly or round a longer circle. Where two capabilities need
 * each other, the lower one declares a port and app.ts plugs the other in. Tests and test helpers
 * may reach further. The graph is built in graph.ts, which docs/architecture.md's picture shares.
 */
const root = modulesRoot;

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
    const edges = moduleGraph();
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
