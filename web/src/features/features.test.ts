import { describe, expect, it } from 'vitest';
import architecture from '../../../docs/architecture.md?raw';
import { cycles, deepImports, featureEdges, fileEdges, type SourceTree } from './feature-graph';

/**
 * The seams between web features (each folder here is one capability, named as on the server): a
 * feature uses another only through its index.ts, no two features depend on each other directly
 * or round a longer circle, and no file imports itself back round a circle. What several features
 * share lives below them, in app/ (plumbing: query rules, dates) or components/ (shared UI); where
 * a page would have to import a feature that builds on its own, app/ composes the two instead.
 */

// Vite reads the sources as text (no file system needed, so this runs as web code is typechecked).
const sources = import.meta.glob<string>(
  ['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx'],
  {
    query: '?raw',
    import: 'default',
    eager: true,
  },
);
/** web/src's code by path from web/src ('../app/api.ts' → 'app/api.ts', './cart/api.ts' → 'features/cart/api.ts'). */
const tree: SourceTree = Object.fromEntries(
  Object.entries(sources).map(([key, code]) => [
    key.replace(/^\.\.\//, '').replace(/^\.\//, 'features/'),
    code,
  ]),
);

describe('web feature seams', () => {
  it('reads the whole app', () => {
    expect(Object.keys(tree)).toContain('app/router.tsx');
    expect(Object.keys(tree)).toContain('features/cart/index.ts');
  });

  it('imports another feature only through its index.ts (app/ may load pages), and components/ no feature', () => {
    expect(deepImports(tree)).toEqual([]);
  });

  it('has no import cycles between features', () => {
    expect(cycles(featureEdges(tree))).toEqual([]);
  });

  it('has no import cycles between files', () => {
    expect(cycles(fileEdges(tree))).toEqual([]);
  });

  it('gives every feature an index.ts, its public face', () => {
    const features = new Set(Object.keys(tree).flatMap((f) => /^features\/([^/]+)\//.exec(f)?.[1] ?? []));
    expect([...features].filter((f) => !(`features/${f}/index.ts` in tree))).toEqual([]);
  });
});

/**
 * The edges docs/architecture.md draws under "Today's feature dependencies" (wherever the paragraph
 * breaks its lines): lines of `feature ─► other, another (a note)`, two to a line when three spaces
 * or more part them.
 */
function documentedEdges(doc: string): string[] {
  const block = /Today's\s+feature\s+dependencies[^`]*```\n([\s\S]*?)```/.exec(doc)?.[1] ?? '';
  return block
    .split('\n')
    .flatMap((line) => line.split(/\s{3,}/))
    .flatMap((part) => {
      const m = /^\s*([\w-]+) ─► (.+)$/.exec(part);
      if (!m) return [];
      return m[2]!
        .replace(/\([^)]*\)/g, '')
        .split(',')
        .map((to) => `${m[1]} → ${to.trim()}`);
    })
    .sort();
}

describe('the architecture document', () => {
  it('draws exactly the feature dependencies the code has', () => {
    const edges = [...featureEdges(tree)].flatMap(([from, tos]) => [...tos].map((to) => `${from} → ${to}`));
    expect(documentedEdges(architecture)).toEqual(edges.sort());
  });
});

describe('the seam check itself', () => {
  /** A made-up app: checkout and cart need each other, and orders reaches inside checkout. */
  const tangled: SourceTree = {
    'app/router.tsx': "const Page = lazy(() => import('../features/orders/OrdersPage'));",
    'app/shell/CartButton.tsx': "import { useCartCount } from '../../features/cart/api';",
    'components/Summary.tsx': "import { CART_KEY } from '../features/cart';",
    'features/cart/index.ts': "export { CART_KEY } from './api';",
    'features/cart/api.ts': "import { PAYMENT_KEY } from '../checkout';\nexport const CART_KEY = ['cart'];",
    'features/checkout/index.ts': "export { PAYMENT_KEY } from './api';",
    'features/checkout/api.ts':
      "import { CART_KEY } from '../cart';\nexport const PAYMENT_KEY = ['payment'];",
    'features/orders/index.ts': 'export {};',
    'features/orders/OrdersPage.tsx':
      "import type { Quote } from '../checkout/api';\nimport './OrdersPage.module.css';",
  };

  it('reports a deep import, from a feature, from app/ and from components/, but not the route table loading a page', () => {
    expect(deepImports(tangled)).toEqual([
      'app/shell/CartButton.tsx → features/cart/api',
      'components/Summary.tsx → features/cart/index',
      'features/orders/OrdersPage.tsx → features/checkout/api',
    ]);
  });

  it('reports a cycle between features', () => {
    expect(featureEdges(tangled)).toEqual(
      new Map([
        ['cart', new Set(['checkout'])],
        ['checkout', new Set(['cart'])],
        ['orders', new Set(['checkout'])],
      ]),
    );
    expect(cycles(featureEdges(tangled))).toEqual(['cart → checkout → cart']);
  });

  it('reports a cycle between files, and names the whole group when it is larger than the circle', () => {
    expect(cycles(fileEdges(tangled))).toEqual([
      'features/cart/api.ts → features/checkout/index.ts → features/checkout/api.ts → features/cart/index.ts → features/cart/api.ts',
    ]);
    const edges = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['a', 'c'])],
      ['c', new Set(['b'])],
      ['d', new Set(['d'])],
    ]);
    expect(cycles(edges)).toEqual(['a → b → a (among a, b, c)', 'd → d']);
  });

  it('finds nothing wrong with a tidy tree', () => {
    const tidy: SourceTree = {
      'app/router.tsx': "const Page = lazy(() => import('../features/checkout/CheckoutPage'));",
      'features/cart/index.ts': "export { CART_KEY } from './api';",
      'features/cart/api.ts': "export const CART_KEY = ['cart'];",
      'features/checkout/CheckoutPage.tsx': "import { CART_KEY } from '../cart';",
    };
    expect(deepImports(tidy)).toEqual([]);
    expect(cycles(featureEdges(tidy))).toEqual([]);
    expect(cycles(fileEdges(tidy))).toEqual([]);
  });
});
