import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { carts, companies, paymentMethods, productTemplates } from '../db/schema';
import type { SandboxCardGateway } from '../providers/payments';
import { CA_SHIP_TO } from './addresses';
import type { TestApp, TestClient } from './app';
import { signedInCompany } from './company';

export { CA_SHIP_TO };

/** A saved mug template of the company, with a preview, so it can be ordered. */
export async function savedMugTemplate(t: TestApp, companyId: number) {
  const [row] = await t.app.ctx.db
    .insert(productTemplates)
    .values({ companyId, sku: '21101', name: 'Mug', status: 'saved', previewKey: 'mockups/x/0.png' })
    .returning();
  return row!;
}

/** A saved mug template put in the company's cart. */
export async function mugInCart(t: TestApp, who: { c: TestClient; companyId: number }, quantity = 1) {
  const row = await savedMugTemplate(t, who.companyId);
  expect((await who.c.post('/api/cart/items', { templateId: row.id, quantity })).status).toBe(201);
  return row.id;
}

export type Who = { c: TestClient; companyId: number; userId: number };

/** A default card saved straight through the gateway (the billing module's form does the same). */
export async function withCard(t: TestApp, who: Omit<Who, 'c'>, number = '4242424242424242') {
  const cards = t.app.ctx.payments.providers.cards as SandboxCardGateway;
  const customer = await cards.createCustomer({
    email: 'x@example.com',
    name: 'X',
    idempotencyKey: `c-${who.companyId}`,
  });
  const pm = await cards.savePaymentMethod(customer.id, { number, expMonth: 12, expYear: 2040, cvc: '123' });
  await t.app.ctx.db
    .update(companies)
    .set({ cardCustomerRef: customer.id })
    .where(eq(companies.id, who.companyId));
  await t.app.ctx.db.insert(paymentMethods).values({
    companyId: who.companyId,
    userId: who.userId,
    provider: 'sandbox_card',
    providerRef: pm.id,
    brand: pm.brand,
    last4: pm.last4,
    expMonth: pm.expMonth,
    expYear: pm.expYear,
    isDefault: true,
  });
}

/** Completed carts for orders written straight into the database, one per order. */
export function completedCarts(t: TestApp, who: Omit<Who, 'c'>, count: number) {
  return t.app.ctx.db
    .insert(carts)
    .values(
      Array.from({ length: count }, () => ({
        companyId: who.companyId,
        userId: who.userId,
        completedAt: new Date(),
      })),
    )
    .returning({ id: carts.id });
}

/** An order row as checkout writes one paid on terms and shipped by USPS to CA_SHIP_TO. */
export const termOrderValues = (who: Omit<Who, 'c'>, cartId: number, total = 2599) => ({
  companyId: who.companyId,
  userId: who.userId,
  cartId,
  payType: 'term',
  payStatus: 'Term',
  shipTo: { ...CA_SHIP_TO, street2: '', ioss: '' },
  shippingOption: 'Standard',
  carrier: 'USPS',
  method: 'Ground Advantage',
  itemsPrice: total - 599,
  shipping: 599,
  fee: 0,
  tax: 0,
  discount: 0,
  total,
  totalQuantity: 2,
});

/** An order line of two 11oz white mugs at $10.00. */
export const MUG_LINE = {
  templateId: null,
  sku: '21101',
  productName: 'Mug',
  variantName: '11oz',
  colorName: 'White',
  quantity: 2,
  unitPrice: 1000,
};

/** A signed-in company with a default card, a mug in the cart and the order total asked for. */
export async function readyToPayByCard(t: TestApp): Promise<Who> {
  const who = await signedInCompany(t);
  await withCard(t, who);
  await mugInCart(t, who);
  expect((await who.c.post('/api/checkout/quote', { shipTo: CA_SHIP_TO })).status).toBe(200);
  return who;
}
