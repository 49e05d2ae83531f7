// Child process of bench/checkout.ts: the real app (PGlite in memory, or the PostgreSQL database
// named by BENCH_DATABASE_URL) listening on a free port, the catalogue seeded, plus one bench-only
// route: the bare transaction place-order is compared with. Talks to the parent over IPC:
// 'setup' makes signed-in buyers ready to order, 'check' counts orders and payments in the
// database, and disconnecting closes everything.
import crypto from 'node:crypto';
import { and, count, countDistinct, eq, inArray, ne, notLike, sql } from 'drizzle-orm';
import {
  carts,
  idempotencyKeys,
  jobs,
  orderItems,
  orders,
  paymentSandboxRecords,
  payments,
} from '../server/src/db/schema';
import { CA_SHIP_TO } from '../server/src/test/addresses';
import { bootBenchApp } from './boot';
import { savedTemplate, signedInCustomer } from './customer';
import { answerParent, closeOnDisconnect } from './harness';

/** A buyer as the parent needs it: cookies to send, the template to add, carts for the bare inserts. */
export interface BenchBuyer {
  companyId: number;
  cookie: string;
  csrf: string;
  templateId: number;
  bareCarts: number[];
}

export interface Counts {
  orders: number;
  orderedCarts: number;
  cartsWithTwoOrders: number;
  settledKeys: number;
  capturedPayments: number;
  capturedAtGateway: number;
}

// The worker runs in the process, as `npm start` runs it: captures and mails follow each order.
const { app, db, database, dataDir, listen } = await bootBenchApp({
  name: 'checkout',
  worker: true,
  // Saving 100 buyers' cards from one address must not trip the card form's rate limit.
  rateLimit: { max: 1000, windowMs: 60_000 },
});

/** Marks the bare rows, which the database check leaves out (an order's own PO is never lower case). */
const BARE_PO = 'bare';

/**
 * The yardstick: one transaction writing the rows placing an order writes — the order, its one
 * line, its payment record, its idempotency key, its mail job and the cart completed — for a cart
 * made beforehand, behind the same session check and on the same database, with nothing else (no
 * reads, no pricing, no card).
 */
app.post('/bench/bare-order', async (req, reply) => {
  const session = req.session;
  if (!session) return reply.code(401).send({ message: 'no session' });
  const { cartId, templateId } = req.body as { cartId: number; templateId: number };
  const order = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({
        companyId: session.companyId,
        userId: session.userId,
        cartId,
        po: BARE_PO,
        status: 'Created',
        payType: 'default_card',
        payStatus: 'Paid',
        shipTo: { ...CA_SHIP_TO, street2: '', ioss: '' },
        shippingOption: 'Standard',
        carrier: 'USPS',
        method: 'Ground Advantage',
        itemsPrice: 1299,
        shipping: 895,
        fee: 0,
        tax: 113,
        discount: 0,
        total: 2307,
        totalQuantity: 1,
        cardLast4: '4242',
      })
      .returning();
    await tx.insert(orderItems).values({
      orderId: row!.id,
      companyId: session.companyId,
      templateId,
      sku: '21101',
      productName: 'Mug',
      quantity: 1,
      unitPrice: 1299,
      tax: 113,
      previewKey: 'mockups/x/0.png',
    });
    await tx.insert(payments).values({
      companyId: session.companyId,
      cartId,
      orderId: row!.id,
      payType: 'default_card',
      provider: 'sandbox_card',
      providerRef: `bare_${cartId}`,
      amount: 2307,
      status: 'captured',
      idempotencyKey: `${BARE_PO}:${crypto.randomUUID()}`,
    });
    // The rest of what placing an order writes: its key, its mail job (already done, so no worker
    // runs it) and the cart completed.
    await tx.insert(idempotencyKeys).values({
      companyId: session.companyId,
      key: crypto.randomUUID(),
      requestHash: BARE_PO,
      orderId: row!.id,
    });
    await tx.insert(jobs).values({ type: 'bench.bare', payload: { orderId: row!.id }, status: 'done' });
    await tx.update(carts).set({ completedAt: new Date() }).where(eq(carts.id, cartId));
    return row!;
  });
  return reply.code(201).send({ orderId: order.id });
});

const port = await listen({ seed: true });

/** A verified buyer (see customer.ts) with a saved mug and a default card. */
async function buyer(bareCarts: number): Promise<BenchBuyer> {
  const who = await signedInCustomer(app, { card: true });
  const template = await savedTemplate(app, who.companyId);
  // Completed carts for the bare inserts (an order needs a cart of its own: orders.cart_id is unique).
  const made = bareCarts
    ? await db
        .insert(carts)
        .values(
          Array.from({ length: bareCarts }, () => ({
            companyId: who.companyId,
            userId: who.userId,
            completedAt: new Date(),
          })),
        )
        .returning({ id: carts.id })
    : [];
  return {
    companyId: who.companyId,
    cookie: who.cookie,
    csrf: who.csrf,
    templateId: template.id,
    bareCarts: made.map((c) => c.id),
  };
}

/** What the database holds for these companies' orders: the duplicate-order and double-charge check. */
async function counts(companyIds: number[]): Promise<Counts> {
  const ofThem = and(inArray(orders.companyId, companyIds), ne(orders.po, BARE_PO));
  const [o] = await db
    .select({ orders: count(), carts: countDistinct(orders.cartId) })
    .from(orders)
    .where(ofThem);
  const twice = await db
    .select({ cartId: orders.cartId })
    .from(orders)
    .where(ofThem)
    .groupBy(orders.cartId)
    .having(sql`count(*) > 1`);
  const [k] = await db
    .select({ n: count() })
    .from(idempotencyKeys)
    .where(and(inArray(idempotencyKeys.companyId, companyIds), sql`${idempotencyKeys.orderId} is not null`));
  const [p] = await db
    .select({ n: count() })
    .from(payments)
    .where(
      and(
        inArray(payments.companyId, companyIds),
        eq(payments.status, 'captured'),
        notLike(payments.idempotencyKey, `${BARE_PO}:%`),
      ),
    );
  // The sandbox gateway's own record of money taken: what the customer's card statement would show.
  const [g] = await db
    .select({ n: count() })
    .from(paymentSandboxRecords)
    .where(
      and(
        eq(paymentSandboxRecords.kind, 'payment'),
        sql`${paymentSandboxRecords.data}->>'status' = 'captured'`,
        sql`(${paymentSandboxRecords.data}->'metadata'->>'companyId')::int in (${sql.join(
          companyIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    );
  return {
    orders: o!.orders,
    orderedCarts: o!.carts,
    cartsWithTwoOrders: twice.length,
    settledKeys: k!.n,
    capturedPayments: p!.n,
    capturedAtGateway: g!.n,
  };
}

/** Captures run as jobs after each order commits: the count waits for the queue to finish them. */
async function capturesDone() {
  for (let i = 0; i < 600; i++) {
    const [row] = await db
      .select({ n: count() })
      .from(jobs)
      .where(and(eq(jobs.type, 'checkout.capture'), inArray(jobs.status, ['queued', 'running'])));
    if (!row?.n) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

type Message = { type: 'setup'; buyers: number; bareCarts: number } | { type: 'check'; companyIds: number[] };

answerParent<Message>(async (msg) => {
  if (msg.type === 'setup') {
    const made: BenchBuyer[] = [];
    // One at a time: setup is not measured, and PGlite serialises it anyway.
    for (let i = 0; i < msg.buyers; i++) made.push(await buyer(msg.bareCarts));
    return { type: 'setup', buyers: made };
  }
  if (msg.type === 'check') {
    await capturesDone();
    return { type: 'check', counts: await counts(msg.companyIds) };
  }
});
closeOnDisconnect(app, database, dataDir);

process.send?.({ type: 'ready', port });
