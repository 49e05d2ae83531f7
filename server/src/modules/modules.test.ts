import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  crossImports,
  foreignTableImports,
  importsOfModules,
  moduleGraph,
  modules,
  modulesRoot,
} from './graph';

/**
 * The seams between modules (each folder here is one capability): a module uses another only
 * through its public face (its index.ts, or its service.ts where it has no index), and no two
 * modules depend on each other, directly or round a longer circle. Where two capabilities need
 * each other, the lower one declares a port and app.ts plugs the other in. Each module owns the
 * tables in its tables.ts and is the only one to import them; others call its functions (writes
 * inside the caller's transaction) or read through the read models it exports. Tests and test
 * helpers may reach further. The graph is built in graph.ts, which docs/architecture.md's picture
 * shares.
 */

/**
 * Foreign table uses still allowed, each with the reason; a pair here that no longer happens fails
 * the test too, so the list only shrinks. Reads by reports belong in a read model the owner exports.
 */
export const FOREIGN_TABLES_ALLOWED: Record<string, string> = {
  // The platform's own tables (no module owns them).
  'catalog → db/schema/platform': "the catalogue's version marker is kept in the settings key/value store",
  'faqs → db/schema/platform': 'the settings key/value store records that the starter FAQ was offered',
  // The credit terms are credit-terms' columns of auth's companies row.
  'credit-terms → modules/auth/tables':
    'companies.term_* are the credit terms: credit-terms alone reads and writes them (others call it)',
};

const pairOf = (u: { module: string; table: string }) => `${u.module} → ${u.table}`;

describe('module seams', () => {
  const imports = importsOfModules();

  it('imports another module only through its public face (index.ts, or service.ts where there is no index)', () => {
    const wrong = crossImports(imports).filter(
      ({ to, inside }) =>
        !(inside === '' || inside === 'index') &&
        !(inside === 'service' && !fs.existsSync(path.join(modulesRoot, to, 'index.ts'))),
    );
    expect(wrong.map((w) => `${w.file} → ${w.to}/${w.inside}`)).toEqual([]);
  });

  it('has no import cycles between modules', () => {
    const edges = moduleGraph(imports);
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

  it('imports only its own tables, but for the named exceptions', () => {
    const uses = foreignTableImports(imports);
    const unlisted = uses.filter((u) => !(pairOf(u) in FOREIGN_TABLES_ALLOWED));
    expect(unlisted.map((u) => `${u.file} → ${u.table}`)).toEqual([]);
    const stale = Object.keys(FOREIGN_TABLES_ALLOWED).filter((pair) => !uses.some((u) => pairOf(u) === pair));
    expect(stale).toEqual([]);
  });

  it("reports a module that imports another's tables, or db/schema", () => {
    const found = foreignTableImports({
      'modules/claims/repo.ts': ['modules/claims/tables', 'modules/orders/tables', 'db/client'],
      'modules/claims/tables.ts': ['modules/orders/tables'],
      'modules/faqs/seed.ts': ['db/schema'],
      'modules/orders/index.ts': ['modules/orders/tables', 'modules/refunds/index'],
    });
    expect(found).toEqual([
      { module: 'claims', file: 'modules/claims/repo.ts', table: 'modules/orders/tables' },
      { module: 'faqs', file: 'modules/faqs/seed.ts', table: 'db/schema' },
    ]);
  });
});
