// Child process of bench/crash.ts: the real app on a database that outlives it (PGlite in
// BENCH_DATA_DIR, or the PostgreSQL database named by BENCH_DATABASE_URL), the job queue running in
// the process as `npm start` runs it. The parent kills it with SIGKILL mid-load and starts it again
// on the same database. Talks to the parent over IPC: 'setup' makes signed-in buyers with a default
// card, 'counts' says what the gateway and the database hold once the captures are done,
// 'reconcile' runs the payments reconciliation now (safe age 0: nothing is in flight after a
// restart) and counts again; disconnecting closes everything.
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../server/src/context';
import { jobs, orders, paymentSandboxRecords, payments } from '../server/src/db/schema';
import { derivedId } from '../server/src/providers/payments/sandbox-ids';
import { bootBenchApp } from './boot';
import { savedTemplate, signedInCustomer } from './customer';
import { answerParent } from './harness';

export interface CrashBuyer {
  companyId: number;
  cookie: string;
  csrf: string;
  templateId: number;
}

/** What a crash leaves, seen from the card gateway (the sandbox's own records) and the database. */
export interface CrashCounts {
  orders: number;
  /** Gateway payments captured (less refunds) that belong to an order. */
  captures: number;
  /** Gateway payments holding money (held, or captured and not refunded) whose payment names no order. */
  holdsWithoutOrder: number;
  /** Their sum, in cents. */
  heldCents: number;
  /** Orders whose card payment holds no captured money at the gateway. */
  ordersWithoutPayment: number;
  /** Money held twice for one cart: gateway payments holding money beyond the first, per cart. */
  doubleCharges: number;
}

const { app, db, database, listen } = await bootBenchApp({
  dataDir: process.env.BENCH_DATA_DIR!,
  databaseOnDisk: true,
  worker: true,
  rateLimit: { max: 10_000, windowMs: 60_000 },
  env: { RECONCILE_AFTER_MS: String(24 * 60 * 60_000) },
});
const port = await listen({ seed: process.env.BENCH_SEED === '1' });

/**
 * The reconciliation, when this build has one (the bench also measures the code from before it:
 * there, the orphans found are the orphans left).
 */
async function reconcileNow() {
  const checkout = (await import('../server/src/modules/checkout')) as Record<string, unknown>;
  const reconcile = checkout.reconcilePayments as
    | ((ctx: AppContext, opts: { safeAgeMs: number }) => Promise<unknown>)
    | undefined;
  return reconcile ? reconcile(app.ctx, { safeAgeMs: 0 }) : null;
}

async function buyer(): Promise<CrashBuyer> {
  const who = await signedInCustomer(app, { card: true });
  const template = await savedTemplate(app, who.companyId);
  return { companyId: who.companyId, cookie: who.cookie, csrf: who.csrf, templateId: template.id };
}

/**
 * Captures run as jobs: waits until none is due or running. One the kill caught 'running' would be
 * taken up again only after five minutes: it is left to the reconciliation (its order counts as
 * without payment until then).
 */
async function capturesDone() {
  for (let i = 0; i < 1200; i++) {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(jobs)
      .where(
        and(
          eq(jobs.type, 'checkout.capture'),
          or(
            and(eq(jobs.status, 'queued'), lt(jobs.runAt, sql`now() + interval '20 seconds'`)),
            and(eq(jobs.status, 'running'), sql`${jobs.lockedAt} > now() - interval '30 seconds'`),
          ),
        ),
      );
    if (!row?.n) return;
    await new Promise((r) => setTimeout(r, 50));
  }
}

interface GatewayPayment {
  id: string;
  status: string;
  amountCents: number;
  capturedCents: number;
  refunds: Array<{ amountCents: number }>;
  metadata: { companyId?: string; cartId?: string };
}

async function counts(companyIds: number[]): Promise<CrashCounts> {
  const records = await db
    .select({ data: paymentSandboxRecords.data })
    .from(paymentSandboxRecords)
    .where(
      and(
        eq(paymentSandboxRecords.kind, 'payment'),
        inArray(sql`(${paymentSandboxRecords.data}->'metadata'->>'companyId')::int`, companyIds),
      ),
    );
  const rows = await db
    .select()
    .from(payments)
    .where(and(inArray(payments.companyId, companyIds), eq(payments.payType, 'default_card')));
  // The gateway's payment of a row: the hold's id is derived from the row's idempotency key.
  const rowOf = new Map(
    rows.map((r) => [derivedId('pi', `charge:order:${r.companyId}:${r.idempotencyKey}`), r]),
  );
  const ordered = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(inArray(orders.companyId, companyIds), isNull(orders.reprintOfClaimId)));

  let captures = 0;
  let holdsWithoutOrder = 0;
  let heldCents = 0;
  const paidOrders = new Set<number>();
  const holdingPerCart = new Map<string, number>();
  for (const { data } of records) {
    const p = data as GatewayPayment;
    const net = p.capturedCents - p.refunds.reduce((s, r) => s + r.amountCents, 0);
    const holding = p.status === 'authorized' || (p.status === 'captured' && net > 0);
    if (!holding) continue;
    const cart = `${p.metadata.companyId}:${p.metadata.cartId}`;
    holdingPerCart.set(cart, (holdingPerCart.get(cart) ?? 0) + 1);
    const orderId = rowOf.get(p.id)?.orderId ?? null;
    if (orderId === null) {
      holdsWithoutOrder++;
      heldCents += p.status === 'captured' ? net : p.amountCents;
    } else if (p.status === 'captured') {
      captures++;
      paidOrders.add(orderId);
    }
  }
  return {
    orders: ordered.length,
    captures,
    holdsWithoutOrder,
    heldCents,
    ordersWithoutPayment: ordered.filter((o) => !paidOrders.has(o.id)).length,
    doubleCharges: [...holdingPerCart.values()].reduce((s, n) => s + n - 1, 0),
  };
}

type Message =
  | { type: 'setup'; buyers: number }
  | { type: 'counts'; companyIds: number[] }
  | { type: 'reconcile'; companyIds: number[] };

answerParent<Message>(async (msg) => {
  if (msg.type === 'setup') {
    const made: CrashBuyer[] = [];
    for (let i = 0; i < msg.buyers; i++) made.push(await buyer());
    return { type: 'setup', buyers: made };
  }
  if (msg.type === 'counts') {
    await capturesDone();
    return { type: 'counts', counts: await counts(msg.companyIds) };
  }
  if (msg.type === 'reconcile') {
    await capturesDone();
    const outcome = await reconcileNow();
    await capturesDone();
    return { type: 'reconcile', counts: await counts(msg.companyIds), outcome };
  }
});
process.on('disconnect', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});

process.send?.({ type: 'ready', port });
