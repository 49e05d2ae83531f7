import {
  type CatalogListQuery,
  type CatalogListResponse,
  MSG,
  type ProductDetail,
  type ProductResponse,
} from '@pressrun/domain';
import type { Db } from '../../db/client';
import { type CachedJson, cacheJson } from './http-cache';
import { blankAngle } from './images/drawings';
import { ByteCache, imageId, renderPng, resizeWebp } from './images/render';
import type { CatalogInput } from './model';
import type { VariantRow } from './repo';
import * as repo from './repo';
import { searchCatalog } from './search';
import {
  buildSnapshot,
  detailOf,
  featuredOf,
  inCollection,
  optionOf,
  type Snapshot,
  tileOf,
} from './snapshot';

/** What the catalogue uses from the app: the database the catalogue and its drawn images are kept in. */
export interface CatalogDeps {
  db: Db;
}

/** How often a process asks the database whether another process (or the importer) changed the catalogue. */
const VERSION_CHECK_MS = 5_000;
/** Answers kept per snapshot (list filters × pages, products); cleared when it fills up. */
const MAX_CACHED_ANSWERS = 2_000;

class CatalogStore {
  snapshot: Snapshot | null = null;
  answers = new Map<string, CachedJson>();
  images = new ByteCache(64 * 1024 * 1024);
  rendering = new Map<string, Promise<Buffer>>();
  private loading: Promise<Snapshot> | null = null;
  private checkedAt = 0;
  private checking = false;

  constructor(private db: Db) {}

  async get(): Promise<Snapshot> {
    return this.now() ?? this.load();
  }

  /** The snapshot without waiting (null before the first load), revalidated in the background. */
  now(): Snapshot | null {
    if (this.snapshot && Date.now() - this.checkedAt > VERSION_CHECK_MS) void this.revalidate();
    return this.snapshot;
  }

  load(): Promise<Snapshot> {
    this.loading ??= repo
      .loadCatalog(this.db)
      .then((data) => {
        this.snapshot = buildSnapshot(data);
        this.answers.clear();
        this.checkedAt = Date.now();
        return this.snapshot;
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  /** Stale-while-revalidate: this request is answered from memory, a reload happens behind it. */
  private async revalidate() {
    if (this.checking) return;
    this.checking = true;
    this.checkedAt = Date.now();
    try {
      const version = await repo.readVersion(this.db);
      if (version !== this.snapshot?.version) await this.load();
    } catch {
      // The database was busy or away; the next request asks again.
    } finally {
      this.checking = false;
    }
  }

  answer(key: string, make: () => unknown, status = 200): CachedJson {
    let a = this.answers.get(key);
    if (!a) {
      if (this.answers.size >= MAX_CACHED_ANSWERS) this.answers.clear();
      a = cacheJson(make(), status);
      this.answers.set(key, a);
    }
    return a;
  }
}

// One store per database: whatever object carries it, the app's processes share one snapshot.
const stores = new WeakMap<Db, CatalogStore>();
function store(deps: CatalogDeps) {
  let s = stores.get(deps.db);
  if (!s) {
    s = new CatalogStore(deps.db);
    stores.set(deps.db, s);
  }
  return s;
}

export const snapshot = (deps: CatalogDeps) => store(deps).get();

/** Forces this process to reload the catalogue now (after a seed or an import). */
export const reloadCatalog = (deps: CatalogDeps) => store(deps).load();

/** An old sku that now means another (21108-3 → 21108), or the sku itself. */
export function canonicalSku(s: Snapshot, sku: string): string {
  const trimmed = sku.trim();
  return s.remaps.get(trimmed) ?? s.remaps.get(trimmed.toUpperCase()) ?? trimmed;
}

function variantFor(s: Snapshot, sku: string): { v: VariantRow; remappedFrom: string | null } | null {
  const canonical = canonicalSku(s, sku);
  const v = s.bySku.get(canonical) ?? s.bySku.get(canonical.toUpperCase());
  if (!v) return null;
  return { v, remappedFrom: v.sku === sku.trim() ? null : sku.trim() };
}

/** For other modules (cart, templates, mockups): the product behind a sku, remaps applied. */
export async function findProduct(deps: CatalogDeps, sku: string): Promise<ProductDetail | null> {
  const s = await snapshot(deps);
  const hit = variantFor(s, sku);
  return hit ? detailOf(s, hit.v, hit.remappedFrom) : null;
}

export async function productExists(deps: CatalogDeps, sku: string): Promise<boolean> {
  return Boolean(variantFor(await snapshot(deps), sku));
}

// --- answers of the routes, serialised once per catalogue version ---------------------------

/**
 * Answers are plain values when the catalogue is in memory (the usual case: no promise, no await
 * on the hot path) and a promise only before its first load.
 */
type Answer = CachedJson | Promise<CachedJson>;

function answerWith(deps: CatalogDeps, make: (st: CatalogStore, s: Snapshot) => CachedJson): Answer {
  const st = store(deps);
  const s = st.now();
  return s ? make(st, s) : st.load().then((loaded) => make(st, loaded));
}

export function listAnswer(deps: CatalogDeps, q: CatalogListQuery): Answer {
  const key = `list|${q.collection ?? ''}|${q.metrics ?? ''}|${q.search ?? ''}|${q.page}|${q.pageSize}`;
  return answerWith(deps, (st, s) => st.answer(key, () => listProducts(s, q)));
}

export function listProducts(s: Snapshot, q: CatalogListQuery): CatalogListResponse {
  const filter = (v: VariantRow) =>
    (!q.collection || inCollection(v, q.collection)) && (!q.metrics || v.metrics === q.metrics);
  const rows = q.search
    ? searchCatalog(s, q.search, filter).map((h) => h.variant)
    : s.families.map((f) => f.listed).filter((v) => v.isDefault && filter(v));
  const start = (q.page - 1) * q.pageSize;
  return {
    products: rows.slice(start, start + q.pageSize).map((v) => tileOf(s, v)),
    total: rows.length,
    page: q.page,
    pageSize: q.pageSize,
  };
}

const NOT_FOUND = { error: { code: 'not_found', message: MSG.productNotFound } };

export function productAnswer(deps: CatalogDeps, sku: string): Answer {
  return answerWith(deps, (st, s) => {
    const key = `product|${sku}`;
    const cached = st.answers.get(key);
    if (cached) return cached;
    const hit = variantFor(s, sku);
    return hit
      ? st.answer(key, () => productResponse(s, hit.v, hit.remappedFrom))
      : st.answer(key, () => NOT_FOUND, 404);
  });
}

function productResponse(s: Snapshot, v: VariantRow, remappedFrom: string | null): ProductResponse {
  const family = s.familyById.get(v.familyId)!;
  return {
    product: detailOf(s, v, remappedFrom),
    variants: family.variants.filter((x) => !x.hidden).map(optionOf),
  };
}

export function familyAnswer(deps: CatalogDeps, slug: string): Answer {
  return answerWith(deps, (st, s) => {
    const family = s.families.find((f) => f.slug === slug.toLowerCase());
    return family
      ? st.answer(`family|${slug}`, () => ({
          family: { slug: family.slug, name: family.name, startingAt: family.startingAt },
          variants: family.variants.filter((x) => !x.hidden).map(optionOf),
        }))
      : st.answer(`family|${slug}`, () => NOT_FOUND, 404);
  });
}

export function featuredAnswer(deps: CatalogDeps): Answer {
  return answerWith(deps, (st, s) =>
    st.answer('featured', () => ({ products: s.featured.map((v) => featuredOf(s, v)) })),
  );
}

// --- images ---------------------------------------------------------------------------------

/**
 * A drawn image by id: from memory, else from the database, else drawn now and stored for every
 * other process. `width` asks for a smaller WebP copy (made from the original, kept in memory).
 */
export async function catalogImage(
  deps: CatalogDeps,
  id: string,
  width: number | null,
): Promise<Buffer | null> {
  const st = store(deps);
  const s = await st.get();
  const source = s.images.get(id);
  if (!source) return null;
  const key = width ? `${id}-${width}` : id;
  const cached = st.images.get(key);
  if (cached) return cached;
  let pending = st.rendering.get(key);
  if (!pending) {
    pending = (async () => {
      let png = st.images.get(id) ?? (await repo.readImage(deps.db, id));
      if (!png) {
        png = await renderPng(source.spec, source.angle);
        await repo.storeImage(deps.db, id, png);
      }
      st.images.set(id, png);
      const bytes = width ? await resizeWebp(png, width) : png;
      st.images.set(key, bytes);
      return bytes;
    })().finally(() => st.rendering.delete(key));
    st.rendering.set(key, pending);
  }
  return pending;
}

/**
 * Draws and stores the images not stored yet: 'blanks' the catalogue picture of every variant,
 * 'listed' only those of the listed products, 'all' every angle of every variant.
 */
export async function prerenderImages(deps: CatalogDeps, which: 'listed' | 'blanks' | 'all') {
  const s = await snapshot(deps);
  const wanted = new Map<string, { spec: NonNullable<VariantRow['drawing']>; angle: 0 | 90 | 270 }>();
  if (which === 'all') for (const [id, src] of s.images) wanted.set(id, src);
  else
    for (const v of which === 'blanks' ? s.variants : [...s.families.map((f) => f.listed), ...s.featured]) {
      if (!v.drawing) continue;
      const angle = blankAngle(v.drawing.kind);
      wanted.set(imageId(v.drawing, angle), { spec: v.drawing, angle });
    }
  const have = await repo.storedImageIds(deps.db, [...wanted.keys()]);
  let made = 0;
  for (const [id, src] of wanted) {
    if (have.has(id) || !s.images.has(id)) continue;
    await repo.storeImage(deps.db, id, await renderPng(src.spec, src.angle));
    made += 1;
  }
  return made;
}

// --- writing --------------------------------------------------------------------------------

/** Stores a catalogue (seed or import) and reloads this process; others notice the new version. */
export async function saveCatalog(deps: CatalogDeps, input: CatalogInput, mode: 'replace' | 'merge') {
  await repo.writeCatalog(deps.db, input, mode);
  await reloadCatalog(deps);
}

export const catalogIsEmpty = async (deps: CatalogDeps) => (await repo.countVariants(deps.db)) === 0;

/** Product types by sku as staff's production console weighs a parcel (no index.ts: this is the public face). */
export * as productionVariantsReadModel from './production-read-model';
