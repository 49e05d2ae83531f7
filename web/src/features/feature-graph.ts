/**
 * The import graph of the web app, built from source text alone (no file system), so the check in
 * features.test.ts can be fed a made-up tree and shown to fail.
 *
 * Paths are relative to web/src and use '/': `features/cart/api.ts`, `app/router.tsx`.
 */

/** The source of each file, by path. */
export type SourceTree = Record<string, string>;

export type Import = {
  /** the importing file */
  file: string;
  /** the file it names, or the path it names when no such file is in the tree */
  target: string;
};

/** One feature's file reached by a file outside that feature. */
export type CrossImport = Import & {
  /** the importing feature, or undefined for a file outside web/src/features */
  from: string | undefined;
  to: string;
  /** the path inside the feature, without extension: '' or 'index' is its public face */
  inside: string;
};

const codeFile = /\.tsx?$/;
const extensions = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** `from '…'`, `import '…'` and `import('…')`, in import and export statements alike. */
function specifiers(code: string): string[] {
  return [...code.matchAll(/\b(?:from|import)\s*\(?\s*(['"])([^'"]+)\1/g)].map((m) => m[2]!);
}

/** `dir` joined with a relative path, with `.` and `..` worked out. */
function join(dir: string, relative: string): string {
  const parts = dir === '' ? [] : dir.split('/');
  for (const part of relative.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** Every relative import of every code file (packages such as react are left out). */
export function importsOf(tree: SourceTree): Import[] {
  const imports: Import[] = [];
  for (const [file, code] of Object.entries(tree)) {
    if (!codeFile.test(file)) continue;
    const dir = file.split('/').slice(0, -1).join('/');
    for (const spec of specifiers(code)) {
      if (!spec.startsWith('.')) continue;
      const named = join(dir, spec);
      const target = extensions.map((ext) => named + ext).find((f) => f in tree && codeFile.test(f));
      if (target !== undefined || !/\.[a-z]+$/i.test(named)) imports.push({ file, target: target ?? named });
    }
  }
  return imports;
}

const featureOf = (file: string) => /^features\/([^/]+)\//.exec(file)?.[1];

/** The imports that reach into a feature from outside it. */
export function crossImports(tree: SourceTree): CrossImport[] {
  return importsOf(tree).flatMap((i) => {
    const to = featureOf(i.target);
    const from = featureOf(i.file);
    if (to === undefined || to === from) return [];
    const inside = i.target.slice(`features/${to}/`.length).replace(codeFile, '');
    return [{ ...i, from, to, inside }];
  });
}

/** Feature → the features it imports. */
export function featureEdges(tree: SourceTree): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const { from, to } of crossImports(tree)) {
    if (from === undefined) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from)!.add(to);
  }
  return edges;
}

/**
 * Imports past a feature's public face. A feature's own code, and app/, use another feature only
 * through its index.ts; the one exception is app/ loading a page (`…Page.tsx`): the route table
 * loads each page with `import()` so that each is its own chunk, which an index would undo by
 * putting all of a feature's pages in one. Shared UI (components/) uses no feature at all.
 */
export function deepImports(tree: SourceTree): string[] {
  return crossImports(tree)
    .filter((i) => {
      if (i.file.startsWith('components/')) return true;
      if (i.inside === '' || i.inside === 'index') return false;
      return !(i.from === undefined && isPage(i.inside));
    })
    .map((i) => `${i.file} → features/${i.to}/${i.inside}`);
}

const isPage = (inside: string) => /(^|\/)[A-Za-z]*Page$/.test(inside);

/**
 * The circles in a graph, one per group of nodes that all reach each other (strongly connected),
 * each written `a → b → … → a` from its first node in alphabetical order along a shortest way round,
 * followed by the whole group when the group is larger than that circle.
 */
export function cycles(edges: Map<string, Set<string>>): string[] {
  const nodes = [...new Set([...edges.keys(), ...[...edges.values()].flatMap((s) => [...s])])].sort();
  const next = (n: string) => [...(edges.get(n) ?? [])].sort();
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (n: string) => {
    index.set(n, index.size);
    low.set(n, index.get(n)!);
    stack.push(n);
    onStack.add(n);
    for (const m of next(n)) {
      if (!index.has(m)) {
        visit(m);
        low.set(n, Math.min(low.get(n)!, low.get(m)!));
      } else if (onStack.has(m)) low.set(n, Math.min(low.get(n)!, index.get(m)!));
    }
    if (low.get(n) === index.get(n)) {
      const group: string[] = [];
      let m: string;
      do {
        m = stack.pop()!;
        onStack.delete(m);
        group.push(m);
      } while (m !== n);
      if (group.length > 1 || next(n).includes(n)) groups.push(group.sort());
    }
  };
  for (const n of nodes) if (!index.has(n)) visit(n);
  return groups
    .sort((a, b) => a[0]!.localeCompare(b[0]!))
    .map((group) => {
      // The shortest way from the group's first node back to itself, inside the group.
      const start = group[0]!;
      const cameFrom = new Map<string, string>();
      const queue = [start];
      while (queue.length > 0) {
        const n = queue.shift()!;
        for (const m of next(n)) {
          if (!group.includes(m) || cameFrom.has(m)) continue;
          cameFrom.set(m, n);
          if (m === start) queue.length = 0;
          else queue.push(m);
        }
      }
      const way: string[] = [];
      for (let n = cameFrom.get(start)!; n !== start; n = cameFrom.get(n)!) way.unshift(n);
      const circle = [start, ...way, start].join(' → ');
      return group.length > way.length + 1 ? `${circle} (among ${group.join(', ')})` : circle;
    });
}

/** File → the files it imports, for the file-level cycle check (what madge --circular looks at). */
export function fileEdges(tree: SourceTree): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const { file, target } of importsOf(tree)) {
    if (!(target in tree)) continue;
    if (!edges.has(file)) edges.set(file, new Set());
    edges.get(file)!.add(target);
  }
  return edges;
}
