import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { orders } from '../../db/schema';
import type { TestApp, TestClient } from '../../test/app';
import { completedCarts, MUG_LINE, termOrderValues, type Who } from '../../test/ordering';
import { insertOrder, type OrderRow } from '../orders';

/** A small real PNG, as a phone would send one. */
export const pngPhoto = () =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();

/**
 * An order of the company written straight into the database (claims only care that one exists),
 * shipped `shippedDaysAgo` days ago unless `status` says otherwise.
 */
export async function orderOf(
  t: TestApp,
  who: Who,
  opts: { status?: string; shippedDaysAgo?: number; total?: number; payType?: string } = {},
): Promise<OrderRow> {
  const db = t.app.ctx.db;
  const [cart] = await completedCarts(t, who, 1);
  const { order } = await insertOrder(
    db,
    { ...termOrderValues(who, cart!.id, opts.total), po: 'PO123', payType: opts.payType ?? 'term' },
    [{ ...MUG_LINE, po: 'LINE-1', previewKey: 'mockups/x/0.png', printFileKey: 'print/x/file.png' }],
  );
  return shipOrder(t, order.id, opts.status ?? 'OrderShipped', opts.shippedDaysAgo ?? 1);
}

/** A tumbler line: one 20oz tumbler at $24.00 with $2.64 tax. */
export const TUMBLER_LINE = {
  templateId: null,
  sku: '31101',
  productName: 'Tumbler',
  variantName: '20oz',
  colorName: 'Black',
  quantity: 1,
  unitPrice: 2400,
  tax: 264,
};

/**
 * A shipped two-line order of the company: two mugs at $10.00 ($2.20 tax) and one tumbler
 * ($24.00, $2.64 tax), $5.99 shipping: $54.83 in all.
 */
export async function twoLineOrderOf(t: TestApp, who: Who): Promise<OrderRow> {
  const [cart] = await completedCarts(t, who, 1);
  const { order } = await insertOrder(
    t.app.ctx.db,
    {
      ...termOrderValues(who, cart!.id, 5483),
      itemsPrice: 4400,
      tax: 484,
      total: 4400 + 484 + 599,
      totalQuantity: 3,
      po: 'PO-TWO',
    },
    [
      { ...MUG_LINE, tax: 220, po: '', previewKey: 'mockups/x/mug.png', printFileKey: 'print/x/mug.png' },
      { ...TUMBLER_LINE, po: '', previewKey: 'mockups/x/tumbler.png', printFileKey: 'print/x/tumbler.png' },
    ],
  );
  return shipOrder(t, order.id);
}

/** Puts an order in a status directly (shipped `daysAgo` days ago when shipped). */
export async function shipOrder(t: TestApp, orderId: number, status = 'OrderShipped', daysAgo = 1) {
  const rank = { Created: 1, ReadyToProduce: 2, InProduction: 3, OrderShipped: 4, Disabled: 5 }[status] ?? 1;
  const shipped = status === 'OrderShipped';
  const [row] = await t.app.ctx.db
    .update(orders)
    .set({
      status,
      statusRank: rank,
      shippedAt: shipped ? new Date(Date.now() - daysAgo * 86_400_000) : null,
      trackingNumber: shipped ? '9400100000000000000000' : null,
      trackingCarrier: shipped ? 'USPS' : null,
    })
    .where(eq(orders.id, orderId))
    .returning();
  return row!;
}

/** Files a claim as the browser's form does. */
export function fileClaim(
  c: TestClient,
  fields: Partial<Record<'orderId' | 'reason' | 'remarks' | 'email' | 'items', string>>,
  photo:
    | { value: Buffer; filename?: string; contentType?: string; name?: string }
    | Array<{ value: Buffer; filename?: string; contentType?: string; name?: string }>
    | null,
) {
  const photos = photo === null ? [] : Array.isArray(photo) ? photo : [photo];
  return c.post('/api/claims', undefined, {
    multipart: [
      ...Object.entries(fields).map(([name, value]) => ({ name, value: value! })),
      ...photos.map((p, i) => ({
        name: p.name ?? 'photo',
        value: p.value,
        filename: p.filename ?? `photo${i || ''}.png`,
        contentType: p.contentType ?? 'image/png',
      })),
    ],
  });
}

export const claimFields = (orderId: number, email = 'claims@example.com') => ({
  orderId: String(orderId),
  reason: 'misprinted',
  remarks: 'The print is smudged on both mugs.',
  email,
});
