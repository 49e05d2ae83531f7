import { expect } from 'vitest';
import { productTemplates } from '../db/schema';
import type { TestApp, TestClient } from './app';

export { CA_SHIP_TO } from './addresses';

/** A saved mug template (with a preview, so it can be ordered) put in the company's cart. */
export async function mugInCart(t: TestApp, who: { c: TestClient; companyId: number }, quantity = 1) {
  const [row] = await t.app.ctx.db
    .insert(productTemplates)
    .values({
      companyId: who.companyId,
      sku: '21101',
      name: 'Mug',
      status: 'saved',
      previewKey: 'mockups/x/0.png',
    })
    .returning();
  expect((await who.c.post('/api/cart/items', { templateId: row!.id, quantity })).status).toBe(201);
  return row!.id;
}
