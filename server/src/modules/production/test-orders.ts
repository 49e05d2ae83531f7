import crypto from 'node:crypto';
import { type OrderStatus, statusRank } from '@pressrun/domain';
import { companies, orderItems, orders, users } from '../../db/schema';
import type { TestApp } from '../../test/app';
import { CA_SHIP_TO, completedCarts, MUG_LINE, termOrderValues } from '../../test/ordering';

export interface QueueSpec {
  status?: OrderStatus;
  facility?: 'Los Angeles' | 'Charlotte';
  po?: string;
  shipTo?: Partial<typeof CA_SHIP_TO>;
  createdAt?: Date;
  items?: Array<{
    sku?: string;
    quantity?: number;
    po?: string;
    printFile?: Buffer | null;
    productName?: string;
  }>;
}

/** A customer company with its owner, made straight in the database. */
export async function customerCompany(t: TestApp, name = 'Acme Mugs') {
  const db = t.app.ctx.db;
  const tag = crypto.randomBytes(4).toString('hex');
  const [company] = await db
    .insert(companies)
    .values({ name: `${name} ${tag}` })
    .returning();
  const [user] = await db
    .insert(users)
    .values({
      companyId: company!.id,
      username: `owner ${tag}`,
      firstName: 'Olive',
      lastName: 'Owner',
      email: `owner.${tag}@example.com`,
      passwordHash: 'x',
      emailVerified: true,
    })
    .returning();
  return { companyId: company!.id, userId: user!.id, companyName: company!.name, email: user!.email };
}

/**
 * Orders of a company written straight into the database, in the given order (later specs get
 * higher ids), with their lines; a line's print file is stored when given.
 */
export async function seedQueue(t: TestApp, who: { companyId: number; userId: number }, specs: QueueSpec[]) {
  const db = t.app.ctx.db;
  const made = await completedCarts(t, who, specs.length);
  const rows = await db
    .insert(orders)
    .values(
      specs.map((s, i) => {
        const status = s.status ?? 'Created';
        return {
          ...termOrderValues(who, made[i]!.id),
          po: s.po ?? `PO${i + 1}`,
          status,
          statusRank: statusRank(status),
          facility: s.facility ?? 'Los Angeles',
          shipTo: { ...CA_SHIP_TO, street2: '', ioss: '', ...s.shipTo },
          method: 'GroundAdvantage',
          totalQuantity: (s.items ?? [{}]).reduce((n, it) => n + (it.quantity ?? 2), 0),
          createdAt: s.createdAt ?? new Date(),
        };
      }),
    )
    .returning();
  const lines = specs.flatMap((s, i) => (s.items ?? [{}]).map((item, n) => ({ order: rows[i]!, item, n })));
  for (const l of lines) {
    if (!l.item.printFile) continue;
    await t.app.ctx.storage.put(`printfiles/o${l.order.id}/${l.n}.png`, l.item.printFile, 'image/png');
  }
  if (lines.length)
    await db.insert(orderItems).values(
      lines.map(({ order, item, n }) => ({
        orderId: order.id,
        companyId: who.companyId,
        ...MUG_LINE,
        sku: item.sku ?? MUG_LINE.sku,
        productName: item.productName ?? 'Classic Mug',
        quantity: item.quantity ?? MUG_LINE.quantity,
        po: item.po ?? `LINE${n + 1}`,
        previewKey: `mockups/o${order.id}/preview-${n}.png`,
        printFileKey: item.printFile ? `printfiles/o${order.id}/${n}.png` : null,
      })),
    );
  return rows;
}
