import crypto from 'node:crypto';
import type { StorePlatform } from '@pressrun/domain';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type {
  Fulfilment,
  Published,
  SandboxStoreBackend,
  StoreOrder,
  StoreProduct,
} from '../../providers/stores';
import { earlierPublish } from '../../providers/stores';
import { sandboxStoreOrders, sandboxStoreProducts, sandboxStores } from './tables';

/**
 * The sandbox stores' state in the database (so it survives restarts and every API process sees
 * the same shops), behind the provider's SandboxStoreBackend.
 */
export function sandboxBackend(db: Db): SandboxStoreBackend {
  const storeOf = async (shop: string) => {
    const [row] = await db.select().from(sandboxStores).where(eq(sandboxStores.shop, shop));
    return row ?? null;
  };
  return {
    async redeemCode(platform: StorePlatform, code: string, accessTokenHash: string) {
      const [row] = await db
        .update(sandboxStores)
        .set({ code: null, tokenHash: accessTokenHash })
        .where(and(eq(sandboxStores.code, code), eq(sandboxStores.platform, platform)))
        .returning({ shop: sandboxStores.shop });
      return row ?? null;
    },
    async shopOfToken(shop, accessTokenHash) {
      const row = await storeOf(shop);
      if (!row?.tokenHash || !sameHash(row.tokenHash, accessTokenHash)) return null;
      return { name: row.name, externalId: `sandbox-${row.id}` };
    },
    async setWebhook(shop, url, secret) {
      await db
        .update(sandboxStores)
        .set({ webhookUrl: url, webhookSecret: secret })
        .where(eq(sandboxStores.shop, shop));
    },
    async products(shop): Promise<StoreProduct[]> {
      const row = await storeOf(shop);
      if (!row) return [];
      const rows = await db
        .select()
        .from(sandboxStoreProducts)
        .where(eq(sandboxStoreProducts.sandboxStoreId, row.id))
        .orderBy(asc(sandboxStoreProducts.id));
      return rows.map(sandboxProduct);
    },
    async addProduct(shop, input): Promise<Published> {
      const row = await storeOf(shop);
      if (!row) throw new Error(`no sandbox store ${shop}`);
      const answer = (id: number) => ({
        productId: String(id),
        variantId: variantIdOf(id),
        adminUrl: `/sandbox/stores/${row.id}`,
      });
      // A retried publish, as the platforms answer it.
      const kept = await db
        .select()
        .from(sandboxStoreProducts)
        .where(eq(sandboxStoreProducts.sandboxStoreId, row.id));
      const retried = earlierPublish(
        input,
        kept
          .filter((p) => p.product.sku === input.sku)
          .map((p) => ({ id: p.id, title: p.product.title, samePrice: p.product.price === input.price })),
      );
      if (retried) return answer(retried.id);
      const [made] = await db
        .insert(sandboxStoreProducts)
        .values({ sandboxStoreId: row.id, product: input })
        .returning({ id: sandboxStoreProducts.id });
      return answer(made!.id);
    },
    async ordersSince(shop, since) {
      const row = await storeOf(shop);
      if (!row) return [];
      const rows = await db
        .update(sandboxStoreOrders)
        .set({ delivered: 'fetched' })
        .where(and(eq(sandboxStoreOrders.sandboxStoreId, row.id), gte(sandboxStoreOrders.updatedAt, since)))
        .returning();
      return rows.sort((a, b) => a.id - b.id).map((r) => r.order);
    },
    async fulfil(shop, fulfilment: Fulfilment) {
      return changeOrder(db, shop, fulfilment.orderId, { status: 'fulfilled', fulfilment });
    },
    async cancel(shop, orderId) {
      return changeOrder(db, shop, orderId, { status: 'cancelled' });
    },
    async revoke(shop) {
      await db.update(sandboxStores).set({ tokenHash: null }).where(eq(sandboxStores.shop, shop));
    },
  };
}

async function changeOrder(
  db: Db,
  shop: string,
  orderId: string,
  set: Partial<typeof sandboxStoreOrders.$inferInsert>,
) {
  const [store] = await db
    .select({ id: sandboxStores.id })
    .from(sandboxStores)
    .where(eq(sandboxStores.shop, shop));
  const id = Number(orderId);
  if (!store || !Number.isSafeInteger(id)) return false;
  const rows = await db
    .update(sandboxStoreOrders)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(sandboxStoreOrders.id, id), eq(sandboxStoreOrders.sandboxStoreId, store.id)))
    .returning({ id: sandboxStoreOrders.id });
  return rows.length > 0;
}

const sameHash = (a: string, b: string) =>
  a.length === b.length && crypto.timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** A sandbox product has one variant; its id is the product's, offset so the two never read alike. */
export const variantIdOf = (productId: number) => String(100_000 + productId);

export function sandboxProduct(r: typeof sandboxStoreProducts.$inferSelect): StoreProduct {
  return {
    id: String(r.id),
    title: r.product.title,
    variants: [{ id: variantIdOf(r.id), title: r.product.variantTitle, sku: r.product.sku || null }],
  };
}

/** Sandbox order ids (and line ids) are the row's id: a number, as every platform's are. */
export const sandboxOrderOf = (
  id: number,
  number: string,
  at: Date,
  draft: Omit<StoreOrder, 'id' | 'number' | 'createdAt' | 'cancelled'>,
): StoreOrder => ({ ...draft, id: String(id), number, createdAt: at.toISOString(), cancelled: false });
