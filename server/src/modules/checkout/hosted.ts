import { ACCOUNT_CREDIT_MSG, ORDER_MSG, PAYMENT_MSG } from '@pressrun/domain';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/errors';
import type { Buyer } from '../../lib/session';
import { creditFor } from '../account-credit';
import { cartForCheckout } from '../cart';
import { recordPayment, updatePayment } from '../payments';
import { cardProvider, paymentFailed, walletProvider } from './funds';
import { priceCart } from './quote';

/** Where the provider's page sends the customer back to (the checkout page finishes the order). */
const returnUrls = (ctx: AppContext) => ({
  newCard: `${ctx.config.publicUrl}/product/checkout/new_card?session_id={CHECKOUT_SESSION_ID}`,
  paypal: `${ctx.config.publicUrl}/product/checkout/paypal`,
  cancel: `${ctx.config.publicUrl}/product/checkout/null&isPaid=false`,
});

/**
 * The cart as it will be ordered: priced on the server for the held address, and what is left to
 * pay on the provider's page once the company's account credit is spent on it.
 */
async function pricedForPayment(ctx: AppContext, buyer: Buyer, noAddress: string) {
  const found = await cartForCheckout(ctx, buyer);
  if (!found?.view.items.length) throw new AppError(409, 'cart_empty', ORDER_MSG.shipToMissing);
  if (!found.cart.shipTo) throw new AppError(409, 'ship_to_missing', noAddress);
  const option = found.cart.shippingOption === 'Expedited' ? 'Expedited' : 'Standard';
  const priced = await priceCart(ctx, buyer, found.cart.shipTo, option, { cart: found });
  const credit = await creditFor(ctx.db, buyer.companyId, priced.quote.total);
  if (credit.used > 0 && credit.toPay === 0)
    throw new AppError(409, 'nothing_to_pay', ACCOUNT_CREDIT_MSG.covered);
  return { ...priced, toPay: credit.toPay };
}

/**
 * New card: a hosted checkout page (the sandbox's, or Stripe Checkout) for the cart's total, its
 * Email field filled with the buyer's. The payment row is written first and names the session, so
 * the return page and the webhook both find this cart, and the same key opens the same page again.
 */
export async function startCardCheckout(ctx: AppContext, buyer: Buyer, key: string, email: string) {
  const priced = await pricedForPayment(ctx, buyer, ORDER_MSG.shipToMissing);
  const total = priced.toPay;
  if (total <= 0) throw new AppError(409, 'nothing_to_pay', ORDER_MSG.placeFailed);
  const provider = cardProvider(ctx);
  const row = await recordPayment(ctx.db, {
    companyId: buyer.companyId,
    cartId: priced.cart.cart.id,
    payType: 'new_card',
    provider,
    amount: total,
    idempotencyKey: key,
  });
  if (row.amount !== total || row.cartId !== priced.cart.cart.id)
    throw new AppError(409, 'idempotency_key_reused', ORDER_MSG.keyReused);
  const urls = returnUrls(ctx);
  const session = await ctx.payments
    .openCardPage({
      amountCents: total,
      successUrl: urls.newCard,
      cancelUrl: urls.cancel,
      customerEmail: email,
      idempotencyKey: `checkout:${buyer.companyId}:${key}`,
      description: `PressRun order: ${priced.quote.totalQuantity} item${priced.quote.totalQuantity === 1 ? '' : 's'}`,
      metadata: {
        companyId: String(buyer.companyId),
        userId: String(buyer.userId),
        cartId: String(priced.cart.cart.id),
      },
    })
    .catch(paymentFailed);
  await updatePayment(ctx.db, row.id, { providerRef: session.id });
  return { url: session.url };
}

/**
 * PayPal: an order for the cart's total, approved by the buyer on PayPal's page (the sandbox's
 * own in embedded mode), then authorized and captured when the order is placed.
 */
export async function startWalletCheckout(ctx: AppContext, buyer: Buyer, key: string) {
  const priced = await pricedForPayment(ctx, buyer, PAYMENT_MSG.paypalAddressFirst);
  const total = priced.toPay;
  if (total <= 0) throw new AppError(409, 'nothing_to_pay', PAYMENT_MSG.paypalFailed);
  const row = await recordPayment(ctx.db, {
    companyId: buyer.companyId,
    cartId: priced.cart.cart.id,
    payType: 'paypal',
    provider: walletProvider(ctx),
    amount: total,
    idempotencyKey: key,
  });
  if (row.amount !== total || row.cartId !== priced.cart.cart.id)
    throw new AppError(409, 'idempotency_key_reused', ORDER_MSG.keyReused);
  const urls = returnUrls(ctx);
  const order = await ctx.payments
    .openWalletOrder({
      amountCents: total,
      returnUrl: urls.paypal,
      cancelUrl: urls.cancel,
      idempotencyKey: `paypal:${buyer.companyId}:${key}`,
    })
    .catch((err: unknown) => paymentFailed(err, PAYMENT_MSG.paypalFailed));
  await updatePayment(ctx.db, row.id, { providerRef: order.id });
  return { approveUrl: order.approveUrl, paypalOrderId: order.id };
}
