import { countryName, formatMoney, ORDER_MSG, type OrderView, paymentMethodLabel } from '@pressrun/domain';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { Buyer } from '../../lib/session';
import { queueMail, renderMail } from '../../providers/mail';
import { loadUser } from '../auth';
import { getOrder } from '../orders';

/** The mail sent when an order is placed: the confirmation page's facts and the totals. */
export function confirmationMail(ctx: AppContext, order: OrderView) {
  const c = ctx.config;
  const s = order.shipTo;
  const payment =
    paymentMethodLabel(order.paymentType) + (order.cardLast4 ? ` ENDS IN ${order.cardLast4}` : '');
  const lines = order.items.map((i) => ({
    label: `${i.quantity} × ${i.productName}${i.variantName ? ` (${i.variantName})` : ''}, Sku ${i.sku}`,
    value: formatMoney(i.unitPrice * i.quantity),
  }));
  return renderMail({
    brand: c.companyName,
    publicUrl: c.publicUrl,
    supportEmail: c.supportEmail,
    heading: ORDER_MSG.thankYou,
    paragraphs: [
      `${ORDER_MSG.received} Order ID ${order.id}, PO ${order.po}.`,
      `Shipping to: ${[
        `${s.firstName} ${s.lastName}`,
        s.street1,
        s.street2,
        `${s.city}, ${s.state} ${s.zip}`.trim(),
        countryName(s.country),
      ]
        .filter(Boolean)
        .join(', ')}. ${order.shippingOption} shipping (${order.carrier} ${order.method}).`,
      `Payment method: ${payment}.`,
    ],
    rows: [
      ...lines,
      { label: 'Items', value: formatMoney(order.itemsPrice) },
      { label: 'Shipping', value: formatMoney(order.shipping) },
      { label: 'Processing & Handling', value: formatMoney(order.fee) },
      { label: 'Estimated tax', value: formatMoney(order.tax) },
      ...(order.discount ? [{ label: 'Discount', value: `-${formatMoney(order.discount)}` }] : []),
      { label: 'Total', value: formatMoney(order.total), strong: true },
    ],
    action: { label: 'View your order', url: `${c.publicUrl}/product/confirmation/${order.id}` },
  });
}

export const CONFIRMATION_MAIL_JOB = 'checkout.confirmation-mail';

/**
 * The mail is made by a job queued in the order's own transaction: there is a mail exactly when
 * there is an order, placing stays short, and a mail that cannot be made now is tried again.
 */
export function queueConfirmationMail(ctx: AppContext, tx: Db, buyer: Buyer, orderId: number) {
  return ctx.jobs.enqueue(CONFIRMATION_MAIL_JOB, { ...buyer, orderId }, { maxAttempts: 5, tx });
}

export function registerConfirmationMail(ctx: AppContext) {
  ctx.jobs.register(CONFIRMATION_MAIL_JOB, async (payload) => {
    const { userId, companyId, orderId } = payload as Buyer & { orderId: number };
    const [user, order] = await Promise.all([loadUser(ctx.db, userId), getOrder(ctx.db, companyId, orderId)]);
    if (!user) return;
    await queueMail(ctx.jobs, {
      to: user.email,
      subject: `Your ${ctx.config.companyName} order ${order.id} has been received`,
      ...confirmationMail(ctx, order),
    });
  });
}
