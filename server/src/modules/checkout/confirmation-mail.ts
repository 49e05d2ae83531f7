import { countryName, formatMoney, ORDER_MSG, type OrderView, paymentMethodLabel } from '@pressrun/domain';
import type { AppContext } from '../../context';
import { companyGroup, type NewJob } from '../../providers/jobs/queue';
import { mailJob, renderMail } from '../../providers/mail';

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

/**
 * The confirmation as a mail job, queued in the order's own transaction: there is a mail exactly
 * when there is an order, and the order's facts are at hand, so nothing is read again to make it.
 */
export function confirmationMailJob(
  ctx: AppContext,
  to: string,
  order: OrderView,
  companyId: number,
): NewJob {
  return mailJob(
    {
      to,
      subject: `Your ${ctx.config.companyName} order ${order.id} has been received`,
      ...confirmationMail(ctx, order),
    },
    companyGroup(companyId),
  );
}
