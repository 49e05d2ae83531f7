import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { termPayments } from '../../db/schema';
import type { SandboxCardGateway } from '../../providers/payments';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { withCard } from '../../test/ordering';
import { defaultCard } from '../billing';
import { termOrderHolds } from '../orders';
import { termHoldKey } from './pay';
import { reconcileTermPayments } from './reconcile';

const MINUTE = 60_000;
/** The orders module's functions, as app.ts plugs them in. */
const holds = termOrderHolds;

describe('term payments reconciliation', () => {
  let t: TestApp;
  let clock = Date.now();
  const cards = () => t.app.ctx.payments.providers.cards as SandboxCardGateway;

  beforeAll(async () => {
    t = await createTestApp({}, { now: () => clock });
  });
  afterAll(() => t.close());

  /** A term payment that failed after its hold was made after all (the gateway's answer was lost). */
  async function failedWithHold(capture = false) {
    const who = await signedInCompany(t);
    await withCard(t, who);
    const [row] = await t.app.ctx.db
      .insert(termPayments)
      .values({
        companyId: who.companyId,
        userId: who.userId,
        amount: 4200,
        status: 'failed',
        failure: 'There was a server error processing your payment.',
        provider: 'sandbox_card',
        idempotencyKey: `k-${who.companyId}`,
      })
      .returning();
    const card = (await defaultCard(t.app.ctx.db, who.companyId))!;
    const hold = await cards().chargeSavedMethod({
      customerRef: card.customerRef!,
      paymentMethodId: card.providerRef,
      amountCents: 4200,
      captureMethod: 'manual',
      idempotencyKey: termHoldKey(row!),
    });
    if (capture) await cards().capturePayment(hold.id);
    return { row: row!, hold };
  }
  const rowOf = async (id: number) =>
    (await t.app.ctx.db.select().from(termPayments).where(eq(termPayments.id, id)))[0]!;

  it('releases the hold a failed term payment left, once it is older than the safe age, once', async () => {
    const { row, hold } = await failedWithHold();
    clock += 5 * MINUTE;
    await reconcileTermPayments(t.app.ctx, holds);
    expect((await cards().retrievePayment(hold.id)).status).toBe('authorized');
    clock += 6 * MINUTE;
    const runs = await Promise.all([
      reconcileTermPayments(t.app.ctx, holds),
      reconcileTermPayments(t.app.ctx, holds),
    ]);
    expect(runs.reduce((n, r) => n + r.released, 0)).toBe(1);
    expect((await cards().retrievePayment(hold.id)).status).toBe('canceled');
    expect(await rowOf(row.id)).toMatchObject({ status: 'failed', reconciliation: 'released' });
  });

  it('refunds a failed term payment’s hold that was captured', async () => {
    const { row, hold } = await failedWithHold(true);
    clock += 11 * MINUTE;
    await reconcileTermPayments(t.app.ctx, holds);
    await reconcileTermPayments(t.app.ctx, holds);
    expect(await cards().retrievePayment(hold.id)).toMatchObject({
      capturedCents: 4200,
      refundedCents: 4200,
    });
    expect(await rowOf(row.id)).toMatchObject({ reconciliation: 'refunded' });
  });
});
