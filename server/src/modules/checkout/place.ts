import crypto from 'node:crypto';
import {
  ACCOUNT_CREDIT_MSG,
  CHECKOUT_MSG,
  facilityFor,
  MSG,
  ORDER_MSG,
  type OrderQuote,
  type OrderStore,
  type OrderView,
  type PlaceOrderInput,
  type ShipTo,
} from '@pressrun/domain';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { type Buyer, sha256 } from '../../lib/session';
import { keyFromMediaUrl } from '../../providers/storage/port';
import { creditFor, spendCredit } from '../account-credit';
import { loadOrderer, type Orderer } from '../auth';
import { defaultCard } from '../billing';
import { cartForCheckout, completeCart, holdChoices, lockCart } from '../cart';
import { takeTermBalance } from '../credit-terms';
import {
  copyFilesJob,
  findOrderOfCart,
  getOrder,
  insertOrder,
  type NewOrder,
  type OrderItemRow,
  type OrderRow,
  orderView,
} from '../orders';
import { linkPayments, orderOfPayment, paymentByProviderRef, recordPayment } from '../payments';
import { recordPromoRedemption, takePromoUse } from '../promo-codes';
import { captureJob } from './capture';
import { confirmationMailJob } from './confirmation-mail';
import { cardProvider, type FundsInput, type SecuredFunds, secureFunds, walletProvider } from './funds';
import { checkItems, checkShipTo, type ItemLine, type ItemsOrderInput, resolveItems } from './items';
import * as repo from './place-repo';
import { type PricedCart, priceCart, priceLines } from './quote';

export interface Placed {
  order: OrderView;
  /** False when the answer is an order an earlier call (a retry, the webhook) already placed. */
  created: boolean;
}

/**
 * Places the buyer's cart as an order, safe to retry the way Medusa completes a cart: the
 * Idempotency-Key answers a repeated request with its first order; the money is secured first
 * (held, or already paid on a hosted page); one transaction then locks the cart, re-checks it,
 * takes the promo use and the terms balance and writes the order, its lines, its payment and the
 * jobs that follow it (capture the held money, mail the confirmation); when the transaction
 * cannot finish, the secured money is handed back. A cart
 * completes into one order at most, so no retry, double click or webhook makes a second one.
 */
export async function placeOrder(
  ctx: AppContext,
  buyer: Buyer,
  key: string,
  input: PlaceOrderInput,
  /** The user and their company's terms, when the caller read them already (the verified-email gate). */
  orderer?: Orderer | null,
): Promise<Placed> {
  // Independent reads at once: each is a round trip, and under load each waits for a connection.
  const requestHash = sha256(JSON.stringify(input));
  const [claimed, found, card, user] = await Promise.all([
    repo.claimKey(ctx.db, buyer.companyId, key, requestHash),
    cartForCheckout(ctx, buyer),
    input.paymentType === 'default_card' ? defaultCard(ctx.db, buyer.companyId) : undefined,
    orderer ?? loadOrderer(ctx.db, buyer.userId),
  ]);
  if (!user) throw new AppError(404, 'user_not_found', 'The account placing this order no longer exists.');
  // A hosted payment (new card, PayPal) is already paid when its order is placed, and its page was
  // opened by a verified user: refusing it now would keep the money without an order.
  if (input.paymentType === 'default_card' || input.paymentType === 'term') mayOrder(user);
  if (claimed.requestHash !== requestHash)
    throw new AppError(409, 'idempotency_key_reused', ORDER_MSG.keyReused);
  if (claimed.orderId) return earlier(ctx, buyer, claimed.orderId, key);
  const placedBefore = await orderOfHostedPayment(ctx, buyer, input);
  if (placedBefore) return earlier(ctx, buyer, placedBefore, key);

  if (!found?.view.items.length) {
    // A request under the same key (a double click) may have placed the cart between this one's
    // reading the key and its reading the cart: the key, settled with the cart in one transaction,
    // then names that order, which is this request's answer too.
    const settled = await repo.findKey(ctx.db, buyer.companyId, key);
    if (settled?.orderId) return earlier(ctx, buyer, settled.orderId, key);
    throw new AppError(409, 'cart_empty', CHECKOUT_MSG.cartEmpty);
  }
  const shipTo = found.cart.shipTo;
  if (!shipTo) throw new AppError(409, 'ship_to_missing', ORDER_MSG.shipToMissing);
  const shippingOption = found.cart.shippingOption === 'Expedited' ? 'Expedited' : 'Standard';
  const priced = await priceCart(ctx, buyer, shipTo, shippingOption, { cart: found, terms: user.terms });
  if (found.cart.promoCode && priced.promoId === null) {
    // The code ran out after it was applied: say so rather than charge without the discount.
    await holdChoices(ctx, buyer, { promoCode: null });
    throw new AppError(409, 'promo_used_up', CHECKOUT_MSG.promoUsedUp);
  }

  // The web checkout spends the company's account credit first; the chosen method pays the rest,
  // and nothing at all when the credit covers the whole order.
  const credit = await creditFor(ctx.db, buyer.companyId, priced.quote.total);
  const covered = credit.used > 0 && credit.toPay === 0;
  if (input.paymentType === 'account_credit' && !covered)
    throw new AppError(409, 'credit_not_enough', ACCOUNT_CREDIT_MSG.notCovered);
  return complete(ctx, buyer, key, {
    basket: cartBasket(priced, credit.used),
    input:
      covered && input.paymentType !== 'new_card' && input.paymentType !== 'paypal'
        ? { paymentType: 'account_credit' }
        : input,
    card,
    mailTo: user.email,
  });
}

/**
 * Places an order made from an explicit list of items (the public API, bulk orders) rather than the
 * web cart, with the same guarantees as placeOrder: the Idempotency-Key answers a repeated request
 * with its first order (another request under the same key is refused, 409), the money is secured
 * first and handed back when the order cannot be written, and the same jobs follow the order. The
 * key gets a cart of its own, already completed (so it is nobody's open cart): two identical
 * requests at once meet on it, and a cart becomes one order at most.
 */
export async function placeItemsOrder(
  ctx: AppContext,
  buyer: Buyer,
  key: string,
  input: ItemsOrderInput,
  reuse?: PlacementReuse,
): Promise<Placed> {
  // What needs nothing read first, then who orders: a refusal here leaves the key unclaimed.
  const shipTo = checkShipTo(input.shipTo);
  checkItems(input.items);
  const requestHash = sha256(JSON.stringify(['items', { ...input, shipTo }]));
  const [seen, card, user] = await Promise.all([
    repo.findKey(ctx.db, buyer.companyId, key),
    input.paymentType !== 'default_card'
      ? undefined
      : reuse?.card !== undefined
        ? reuse.card
        : defaultCard(ctx.db, buyer.companyId),
    reuse?.orderer !== undefined ? reuse.orderer : loadOrderer(ctx.db, buyer.userId),
  ]);
  if (reuse) {
    reuse.orderer = user;
    if (card !== undefined) reuse.card = card;
  }
  const orderer = mayOrder(user);
  // A key used before answers its order (or refuses another body) without the items read again:
  // a template deleted since must not turn a retry of a placed order into an error.
  if (seen && seen.requestHash !== requestHash)
    throw new AppError(409, 'idempotency_key_reused', ORDER_MSG.keyReused);
  if (seen?.orderId) return earlier(ctx, buyer, seen.orderId, key);

  // The items and their prices are checked before the key is claimed, so a request refused for
  // a bad item (a template that does not exist) can be corrected and sent again under its key.
  const po = input.po.trim();
  const lines = await resolveItems(ctx, buyer.companyId, input.items, po);
  const { quote } = await priceLines(ctx, shipTo, input.shippingOption, lines, {
    resaleCertificateApproved: orderer.terms.resaleCertificateApproved,
    promoPercent: null,
  });
  const claimed = await repo.claimKey(ctx.db, buyer.companyId, key, requestHash);
  if (claimed.requestHash !== requestHash)
    throw new AppError(409, 'idempotency_key_reused', ORDER_MSG.keyReused);
  if (claimed.orderId) return earlier(ctx, buyer, claimed.orderId, key);

  const { cartId, made } = await repo.cartOfKey(ctx.db, buyer, key, {
    shipTo,
    shippingOption: input.shippingOption,
    at: new Date(ctx.now()),
  });
  // A cart this call just made is no order's yet; one found again may be (a retry, or a request at once).
  const before = made ? null : await findOrderOfCart(ctx.db, cartId);
  if (before) return earlier(ctx, buyer, before.id, key);

  const basket = itemsBasket(input, shipTo, lines, quote, cartId);
  return complete(ctx, buyer, key, { basket, input, card, mailTo: orderer.email });
}

/**
 * The user placing an order, who must exist and have verified their email: ordering needs a
 * verified email on every way in (web checkout, public API, bulk uploads). Checked again when the
 * order is placed, not only when it is asked for, since a bulk upload is placed later by a job.
 */
export function mayOrder(user: Orderer | null): Orderer {
  if (!user) throw new AppError(404, 'user_not_found', 'The account placing this order no longer exists.');
  if (!user.emailVerified) throw new AppError(403, 'email_unverified', MSG.unverifiedEmail);
  return user;
}

/** An items order's basket: its lines priced, on the completed cart of its key. */
export function itemsBasket(
  input: ItemsOrderInput,
  shipTo: ShipTo,
  lines: ItemLine[],
  quote: OrderQuote,
  cartId: number,
): Basket {
  const po = input.po.trim();
  return {
    cartId,
    shipTo,
    shippingOption: input.shippingOption,
    quote,
    facility: facilityFor(shipTo),
    promoId: null,
    po: po || orderPo(lines.map((l) => l.po)),
    lines,
    store: input.store ?? null,
    // Orders from a list of items (bulk files, the public API) spend no account credit: the
    // customer sees the credit only on the web checkout, where it is taken.
    creditUsed: 0,
    cartCompleted: true,
    async recheck(tx) {
      // Two statements: the order is read after the lock is held, so it sees one a request under
      // the same key committed while this one waited (a join in the locking statement would not).
      await lockCart(tx, cartId);
      return findOrderOfCart(tx, cartId);
    },
  };
}

/**
 * What a run of orders by one buyer (a bulk upload's thousands) reads once instead of once per
 * order: the user placing them (email, terms) and the company's default card. Pass the same
 * object, empty at first, to every order of the run; the first order fills it.
 */
export interface PlacementReuse {
  orderer?: Orderer | null;
  card?: Awaited<ReturnType<typeof defaultCard>>;
}

/** What an order is written from, priced: the web cart or a list of items, anchored on a cart row. */
export interface Basket {
  cartId: number;
  shipTo: ShipTo;
  shippingOption: string;
  quote: OrderQuote;
  facility: string;
  promoId: number | null;
  po: string;
  lines: ItemLine[];
  /** Cents of account credit the order spends; the payment method pays quote.total − this. */
  creditUsed: number;
  /** The cart is completed already (an items order's is made so); the web cart completes with its order. */
  cartCompleted: boolean;
  /** The connected store the order came from (never the web cart's). */
  store?: OrderStore | null;
  /**
   * In the order transaction, before anything is written: locks the cart and answers the order it
   * already became (another call placed it), or throws when it changed since it was priced.
   */
  recheck(tx: Db): Promise<OrderRow | null>;
}

/** The web cart as a basket: its lines, the choices held on it, its templates' files. */
function cartBasket(priced: PricedCart, creditUsed: number): Basket {
  const { cart, view, printFiles } = priced.cart;
  return {
    cartId: cart.id,
    shipTo: cart.shipTo!,
    shippingOption: cart.shippingOption,
    quote: priced.quote,
    facility: facilityFor(cart.shipTo!),
    promoId: priced.promoId,
    po: orderPo(view.items.map((l) => l.po)),
    creditUsed,
    lines: view.items.map((l) => ({
      templateId: l.templateId,
      sku: l.sku,
      productName: l.productName,
      variantName: l.variantName,
      colorName: l.colorName,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      po: l.po,
      previewKey: l.previewUrl ? keyFromMediaUrl(l.previewUrl) : null,
      printFileKey: printFiles.get(l.templateId) ?? null,
    })),
    cartCompleted: false,
    async recheck(tx) {
      const locked = await lockCart(tx, cart.id);
      if (locked?.cart.completedAt) {
        const order = await findOrderOfCart(tx, cart.id);
        if (order) return order;
      }
      // The lines priced must be the lines now: an edit in another tab while paying is not ordered unseen.
      const now = (rows: Array<{ id: number; sku: string; quantity: number; po: string }>) =>
        rows.map((r) => `${r.id}:${r.sku}:${r.quantity}:${r.po}`).join('|');
      if (!locked || now(locked.items) !== now(view.items))
        throw new AppError(409, 'cart_changed', ORDER_MSG.cartChanged);
      return null;
    },
  };
}

export interface Completion {
  basket: Basket;
  input: FundsInput;
  card: Awaited<ReturnType<typeof defaultCard>> | undefined;
  /** Who the confirmation goes to: the user placing the order. */
  mailTo: string;
}

/**
 * The money and the order, shared by both ways of placing: the money is secured first, then one
 * transaction writes the order; when the transaction cannot finish, the secured money is handed back.
 */
async function complete(ctx: AppContext, buyer: Buyer, key: string, c: Completion): Promise<Placed> {
  const funds = await secureFunds(ctx, {
    buyer,
    cartId: c.basket.cartId,
    total: toPay(c.basket),
    key,
    input: c.input,
    card: c.card,
  });
  return commitOrder(ctx, buyer, key, c, funds);
}

/** The order written for money already secured; the money is handed back when it cannot be. */
export async function commitOrder(
  ctx: AppContext,
  buyer: Buyer,
  key: string,
  c: Completion,
  funds: SecuredFunds,
): Promise<Placed> {
  let written: Written;
  try {
    const draft = { basket: c.basket, funds, input: c.input, key, mailTo: c.mailTo };
    written = await ctx.db.transaction((tx) => writeOrder(tx, ctx, buyer, draft));
  } catch (err) {
    await release(ctx, funds);
    throw err;
  }
  if (!written.items) return placedMeanwhile(ctx, buyer, key, funds, written.order.id);
  return { order: orderView(written.order, written.items), created: true };
}

/** Another call placed this cart meanwhile; unless it used this very payment, ours is handed back. */
export async function placedMeanwhile(
  ctx: AppContext,
  buyer: Buyer,
  key: string,
  funds: SecuredFunds,
  orderId: number,
): Promise<Placed> {
  if (funds.paymentId === null || orderId !== (await orderOfPayment(ctx.db, funds.paymentId)))
    await release(ctx, funds);
  return earlier(ctx, buyer, orderId, key);
}

/** The order the transaction wrote with its lines, or the order another call wrote first (no lines). */
type Written = { order: OrderRow; items: OrderItemRow[] | null };

interface OrderDraft {
  basket: Basket;
  funds: SecuredFunds;
  input: FundsInput;
  key: string;
  /** Who the confirmation goes to: the user placing the order. */
  mailTo: string;
}

/** The order transaction: only the database, nothing outside it (no provider, no other connection). */
async function writeOrder(
  tx: Db,
  ctx: AppContext,
  buyer: Buyer,
  { basket, funds, input, key, mailTo }: OrderDraft,
): Promise<Written> {
  const { cartId } = basket;
  const placed = await basket.recheck(tx);
  if (placed) return { order: placed, items: null };

  if (basket.promoId !== null && !(await takePromoUse(tx, basket.promoId)))
    throw new AppError(409, 'promo_used_up', CHECKOUT_MSG.promoUsedUp);
  if (input.paymentType === 'term' && !(await takeTermBalance(tx, buyer.companyId, toPay(basket))))
    throw new AppError(409, 'term_balance_too_low', ORDER_MSG.termBalanceTooLow);

  const { order, items } = await insertOrder(
    tx,
    orderRowOf(buyer, basket, funds, input),
    orderLinesOf(basket),
  );
  // Taken in this transaction, under the ledger's lock: should it fail, no order is written and the
  // secured money (which covers only the rest) is handed back.
  await spendCredit(tx, { companyId: buyer.companyId, orderId: order.id, amount: basket.creditUsed });
  if (funds.paymentId !== null) {
    await linkPayments(tx, [
      { id: funds.paymentId, orderId: order.id, providerRef: funds.providerRef, status: funds.rowStatus },
    ]);
  } else {
    await recordPayment(tx, unmovedPayment(buyer, basket, { funds, input, key }, order.id));
  }
  if (basket.promoId !== null) await recordPromoRedemption(tx, basket.promoId, order.id, buyer.companyId);
  if (!basket.cartCompleted) await completeCart(tx, cartId, new Date(ctx.now()));
  await repo.settleKey(tx, buyer.companyId, key, order.id);
  await ctx.jobs.enqueueAll(followUps(ctx, funds, mailTo, order, items), tx);
  return { order, items };
}

/** The order row of a basket paid with these funds. */
export function orderRowOf(buyer: Buyer, basket: Basket, funds: SecuredFunds, input: FundsInput): NewOrder {
  const { quote } = basket;
  return {
    companyId: buyer.companyId,
    userId: buyer.userId,
    cartId: basket.cartId,
    po: basket.po,
    status: 'Created',
    payType: input.paymentType,
    payStatus: funds.payStatus,
    shipTo: basket.shipTo,
    shippingOption: basket.shippingOption,
    carrier: quote.carrier,
    method: quote.method,
    itemsPrice: quote.items,
    shipping: quote.shipping,
    fee: quote.fee,
    tax: quote.tax,
    discount: quote.discount,
    total: quote.total,
    creditUsed: basket.creditUsed,
    totalQuantity: quote.totalQuantity,
    promoCodeId: basket.promoId,
    cardLast4: funds.cardLast4,
    facility: basket.facility,
    storeId: basket.store?.id ?? null,
    storeName: basket.store?.name ?? null,
    storePlatform: basket.store?.platform ?? null,
    storeOrderNumber: basket.store?.orderNumber ?? null,
  };
}

/** What the payment method pays: the total less the account credit the order spends. */
export const toPay = (basket: Pick<Basket, 'quote' | 'creditUsed'>) => basket.quote.total - basket.creditUsed;

/** The basket's lines as order lines, each with its tax from the quote. */
export const orderLinesOf = (basket: Basket) =>
  basket.lines.map((l, i) => ({ ...l, tax: basket.quote.lines[i]?.tax ?? 0 }));

/** Credit terms and free orders move no money through a provider, but still leave a record. */
export const unmovedPayment = (
  buyer: Buyer,
  basket: Basket,
  c: { funds: SecuredFunds; input: FundsInput; key: string },
  orderId: number,
) => ({
  companyId: buyer.companyId,
  cartId: basket.cartId,
  orderId,
  payType: c.input.paymentType,
  provider: c.funds.provider,
  amount: toPay(basket),
  status: 'captured',
  idempotencyKey: c.key,
});

/**
 * The jobs that follow an order, queued with it: take the held money, mail the confirmation,
 * give the lines their own copies of the template's files.
 */
export const followUps = (
  ctx: AppContext,
  funds: SecuredFunds,
  mailTo: string,
  order: OrderRow,
  items: OrderItemRow[],
) => [
  ...(funds.capture ? [captureJob(order, funds.capture)] : []),
  confirmationMailJob(ctx, mailTo, orderView(order, items), order.companyId),
  copyFilesJob(order),
];

/** The order a hosted payment (new card session, PayPal order) already became, if any. */
async function orderOfHostedPayment(ctx: AppContext, buyer: Buyer, input: PlaceOrderInput) {
  const ref =
    input.paymentType === 'new_card'
      ? { provider: cardProvider(ctx), id: input.sessionId }
      : input.paymentType === 'paypal'
        ? { provider: walletProvider(ctx), id: input.paypalOrderId }
        : null;
  if (!ref) return null;
  const row = await paymentByProviderRef(ctx.db, ref.provider, ref.id);
  return row?.companyId === buyer.companyId ? row.orderId : null;
}

export async function earlier(ctx: AppContext, buyer: Buyer, orderId: number, key: string): Promise<Placed> {
  await repo.settleKey(ctx.db, buyer.companyId, key, orderId);
  return { order: await getOrder(ctx.db, buyer.companyId, orderId), created: false };
}

/** Hands secured money back; a failure is logged with the payment to reconcile, never hidden. */
export async function release(ctx: AppContext, funds: SecuredFunds) {
  try {
    await funds.release();
  } catch (err) {
    ctx.log.error({ err, paymentId: funds.paymentId }, 'releasing a payment failed: reconcile it');
  }
}

const PO_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** The order's PO: the customer's when every line carries the same one, else 5 random characters. */
function orderPo(linePos: string[]) {
  const given = new Set(linePos.map((p) => p.trim()));
  const [only] = given;
  if (given.size === 1 && only) return only;
  return Array.from(crypto.randomBytes(5), (b) => PO_ALPHABET[b % PO_ALPHABET.length]).join('');
}
