import { ORDER_MSG, type OrderQuote, type ShipTo } from '@pressrun/domain';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type Buyer, sha256 } from '../../lib/session';
import { loadOrderer, type Orderer } from '../auth';
import { defaultCard } from '../billing';
import { lockCarts } from '../cart';
import { takeTermBalance } from '../credit-terms';
import { findOrdersOfCarts, insertOrders, orderView } from '../orders';
import { linkPayments, recordPayments } from '../payments';
import { cardPaymentRow, type SecuredFunds, secureFunds } from './funds';
import {
  checkItems,
  checkShipTo,
  type ItemLine,
  type ItemsOrderInput,
  linesOfItems,
  readItemSources,
} from './items';
import {
  type Basket,
  type Completion,
  commitOrder,
  earlier,
  followUps,
  itemsBasket,
  mayOrder,
  orderLinesOf,
  orderRowOf,
  type Placed,
  type PlacementReuse,
  placedMeanwhile,
  release,
  toPay,
  unmovedPayment,
} from './place';
import * as repo from './place-repo';
import { priceLines } from './quote';

/** One order of a run: its Idempotency-Key and its items. */
export interface ItemsOrderRequest {
  key: string;
  input: ItemsOrderInput;
}

/** What became of one order of a run: placed (or answered by its key), or why not. */
export type RunOutcome = { placed: Placed } | { error: unknown };

interface Step {
  i: number;
  key: string;
  input: ItemsOrderInput;
  shipTo: ShipTo;
  requestHash: string;
}

type Priced = Step & { lines: ItemLine[]; quote: OrderQuote };
type ToPay = Priced & { cartId: number };
type Secured = ToPay & { basket: Basket; funds: SecuredFunds };

/** Each order's outcome as the run goes, by the order's place in the run. */
class Outcomes {
  readonly out: RunOutcome[];
  constructor(size: number) {
    this.out = new Array(size);
  }
  fail(i: number, error: unknown) {
    this.out[i] = { error };
  }
  async settle(i: number, placing: () => Promise<Placed>) {
    try {
      this.out[i] = { placed: await placing() };
    } catch (error) {
      this.out[i] = { error };
    }
  }
}

/**
 * placeItemsOrder for a run of orders by one buyer (a bulk upload's chunk), with the same rules
 * and guarantees order by order — each key answers its first order, the money is held before the
 * order is written and handed back when it cannot be, the same jobs and events follow — but each
 * step is one statement for the whole run instead of one per order: keys, the templates and files
 * read, carts, and one transaction writing every order. Only the money is taken order by order
 * (a gateway call each). One order's mistake is that order's outcome, never the others': when the
 * shared transaction fails, each order is written on its own so only the faulty one fails.
 * Keys must be distinct within a run.
 */
export async function placeItemsOrders(
  ctx: AppContext,
  buyer: Buyer,
  requests: ItemsOrderRequest[],
  reuse: PlacementReuse = {},
): Promise<RunOutcome[]> {
  if (new Set(requests.map((r) => r.key)).size !== requests.length)
    throw new Error('placeItemsOrders takes distinct keys');
  const run = new Outcomes(requests.length);

  reuse.orderer = reuse.orderer !== undefined ? reuse.orderer : await loadOrderer(ctx.db, buyer.userId);
  // The whole run is refused, before any key is claimed or money held: a job may place an upload
  // long after it was sent, and its user must still have a verified email.
  const user = mayOrder(reuse.orderer);
  if (reuse.card === undefined && requests.some((r) => r.input.paymentType === 'default_card'))
    reuse.card = await defaultCard(ctx.db, buyer.companyId);

  const checked = checkRequests(requests, run);
  const fresh = await claimKeys(ctx, buyer, checked, run);
  const priced = await priceSteps(ctx, buyer, fresh, user, run);
  const toPay = await cartsToPay(ctx, buyer, priced, run);
  const secured = await secureRun(ctx, buyer, toPay, reuse, run);
  if (!secured.length) return run.out;
  await writeRun(ctx, buyer, secured, reuse, user.email, run);
  return run.out;
}

/** The rules that need nothing read: the address and the list's limits. */
function checkRequests(requests: ItemsOrderRequest[], run: Outcomes): Step[] {
  const checked: Step[] = [];
  for (const [i, { key, input }] of requests.entries()) {
    try {
      const shipTo = checkShipTo(input.shipTo);
      checkItems(input.items);
      checked.push({
        i,
        key,
        input,
        shipTo,
        requestHash: sha256(JSON.stringify(['items', { ...input, shipTo }])),
      });
    } catch (error) {
      run.fail(i, error);
    }
  }
  return checked;
}

/** The keys: a key used before answers its order, or refuses another body; the rest are fresh. */
async function claimKeys(ctx: AppContext, buyer: Buyer, checked: Step[], run: Outcomes): Promise<Step[]> {
  const claimed = await repo.claimKeys(ctx.db, buyer.companyId, checked);
  const fresh: Step[] = [];
  for (const step of checked) {
    const row = claimed.get(step.key)!;
    if (row.requestHash !== step.requestHash)
      run.fail(step.i, new AppError(409, 'idempotency_key_reused', ORDER_MSG.keyReused));
    else if (row.orderId) await run.settle(step.i, () => earlier(ctx, buyer, row.orderId!, step.key));
    else fresh.push(step);
  }
  return fresh;
}

/** Lines and prices, from one read of every template and file the run names. */
async function priceSteps(
  ctx: AppContext,
  buyer: Buyer,
  fresh: Step[],
  user: Orderer,
  run: Outcomes,
): Promise<Priced[]> {
  const sources = await readItemSources(
    ctx,
    buyer.companyId,
    fresh.map((s) => s.input.items),
  );
  const priced: Priced[] = [];
  for (const step of fresh) {
    try {
      const lines = await linesOfItems(ctx, step.input.items, step.input.po.trim(), sources);
      const { quote } = await priceLines(ctx, step.shipTo, step.input.shippingOption, lines, {
        resaleCertificateApproved: user.terms.resaleCertificateApproved,
        promoPercent: null,
      });
      priced.push({ ...step, lines, quote });
    } catch (error) {
      run.fail(step.i, error);
    }
  }
  return priced;
}

/**
 * Each key's cart; one found again may have become an order already (a retried run), which
 * answers that key. The rest still have to be paid for.
 */
async function cartsToPay(ctx: AppContext, buyer: Buyer, priced: Priced[], run: Outcomes): Promise<ToPay[]> {
  const carts = await repo.cartsOfKeys(
    ctx.db,
    buyer,
    priced.map((p) => ({ key: p.key, shipTo: p.shipTo, shippingOption: p.input.shippingOption })),
    new Date(ctx.now()),
  );
  const before = await findOrdersOfCarts(
    ctx.db,
    priced.filter((p) => !carts.get(p.key)!.made).map((p) => carts.get(p.key)!.cartId),
  );
  const toPay: ToPay[] = [];
  for (const p of priced) {
    const { cartId } = carts.get(p.key)!;
    const placed = before.get(cartId);
    if (placed) await run.settle(p.i, () => earlier(ctx, buyer, placed.id, p.key));
    else toPay.push({ ...p, cartId });
  }
  return toPay;
}

/** The money, order by order; the card holds' payment rows are written first, together. */
async function secureRun(
  ctx: AppContext,
  buyer: Buyer,
  toPay: ToPay[],
  reuse: PlacementReuse,
  run: Outcomes,
): Promise<Secured[]> {
  const onCard = (p: ToPay) =>
    p.input.paymentType === 'default_card' && p.quote.total > 0 && Boolean(reuse.card?.customerRef);
  const rows = await recordPayments(
    ctx.db,
    toPay
      .filter(onCard)
      .map((p) => cardPaymentRow(ctx, { buyer, cartId: p.cartId, total: p.quote.total, key: p.key })),
  );
  const secured: Secured[] = [];
  for (const p of toPay) {
    const basket = itemsBasket(p.input, p.shipTo, p.lines, p.quote, p.cartId);
    try {
      const funds = await secureFunds(ctx, {
        buyer,
        cartId: p.cartId,
        total: p.quote.total,
        key: p.key,
        input: p.input,
        card: reuse.card,
        row: rows.get(p.key),
      });
      secured.push({ ...p, basket, funds });
    } catch (error) {
      run.fail(p.i, error);
    }
  }
  return secured;
}

/**
 * Every secured order written in one transaction; when that fails, each is written on its own so
 * only the faulty one fails. An order placed meanwhile answers its key with the money moved to it
 * or handed back; a refused one hands its money back.
 */
async function writeRun(
  ctx: AppContext,
  buyer: Buyer,
  secured: Secured[],
  reuse: PlacementReuse,
  mailTo: string,
  run: Outcomes,
) {
  const completion = (s: Secured): Completion => ({
    basket: s.basket,
    input: s.input,
    card: reuse.card,
    mailTo,
  });
  let written: Awaited<ReturnType<typeof writeOrders>>;
  try {
    written = await ctx.db.transaction((tx) => writeOrders(tx, ctx, buyer, secured, mailTo));
  } catch (err) {
    ctx.log.warn({ err }, 'a run of orders could not be written together: writing them one by one');
    for (const s of secured)
      await run.settle(s.i, () => commitOrder(ctx, buyer, s.key, completion(s), s.funds));
    return;
  }
  for (const [n, s] of secured.entries()) {
    const w = written[n]!;
    if ('order' in w) run.out[s.i] = { placed: { order: orderView(w.order, w.items), created: true } };
    else if ('meanwhile' in w)
      await run.settle(s.i, () => placedMeanwhile(ctx, buyer, s.key, s.funds, w.meanwhile));
    else {
      await release(ctx, s.funds);
      run.fail(s.i, w.refused);
    }
  }
}

/**
 * The run's order transaction (writeOrder for many): locks the carts, leaves out a cart another
 * call made an order of meanwhile and an order the terms balance cannot take, then writes the
 * orders, their lines and events, links or records their payments, settles the keys and queues
 * the follow-up jobs, a statement each for the whole run.
 */
async function writeOrders(tx: Db, ctx: AppContext, buyer: Buyer, run: Secured[], mailTo: string) {
  const cartIds = run.map((s) => s.basket.cartId);
  await lockCarts(tx, cartIds);
  const meanwhile = await findOrdersOfCarts(tx, cartIds);
  // Per order of the run: written (filled in below), placed meanwhile by another call, or refused.
  const outcome: Array<'write' | { meanwhile: number } | { refused: AppError }> = [];
  const toWrite: Secured[] = [];
  for (const s of run) {
    const placed = meanwhile.get(s.basket.cartId);
    if (placed) outcome.push({ meanwhile: placed.id });
    else if (s.input.paymentType === 'term' && !(await takeTermBalance(tx, buyer.companyId, toPay(s.basket))))
      outcome.push({ refused: new AppError(409, 'term_balance_too_low', ORDER_MSG.termBalanceTooLow) });
    else {
      outcome.push('write');
      toWrite.push(s);
    }
  }
  const made = await insertOrders(
    tx,
    toWrite.map((s) => ({
      order: orderRowOf(buyer, s.basket, s.funds, s.input),
      items: orderLinesOf(s.basket),
    })),
  );
  const linked = toWrite.flatMap((s, n) =>
    s.funds.paymentId === null
      ? []
      : [
          {
            id: s.funds.paymentId,
            orderId: made[n]!.order.id,
            providerRef: s.funds.providerRef,
            status: s.funds.rowStatus,
          },
        ],
  );
  await linkPayments(tx, linked);
  await recordPayments(
    tx,
    toWrite.flatMap((s, n) =>
      s.funds.paymentId === null ? [unmovedPayment(buyer, s.basket, s, made[n]!.order.id)] : [],
    ),
  );
  await repo.settleKeys(
    tx,
    buyer.companyId,
    toWrite.map((s, n) => ({ key: s.key, orderId: made[n]!.order.id })),
  );
  if (made.length)
    await ctx.jobs.enqueueAll(
      toWrite.flatMap((s, n) => followUps(ctx, s.funds, mailTo, made[n]!.order, made[n]!.items)),
      tx,
    );
  let n = 0;
  return outcome.map((o) => (o === 'write' ? made[n++]! : o));
}
