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
  fields: Partial<Record<'orderId' | 'reason' | 'remarks' | 'email', string>>,
  photo: { value: Buffer; filename?: string; contentType?: string; name?: string } | null,
) {
  return c.post('/api/claims', undefined, {
    multipart: [
      ...Object.entries(fields).map(([name, value]) => ({ name, value: value! })),
      ...(photo
        ? [
            {
              name: photo.name ?? 'photo',
              value: photo.value,
              filename: photo.filename ?? 'photo.png',
              contentType: photo.contentType ?? 'image/png',
            },
          ]
        : []),
    ],
  });
}

export const claimFields = (orderId: number, email = 'claims@example.com') => ({
  orderId: String(orderId),
  reason: 'misprinted',
  remarks: 'The print is smudged on both mugs.',
  email,
});
