import { countryName, formatMoney, ORDER_MSG, type OrderView, paymentMethodLabel } from '@pressrun/domain';
import type { AppContext } from '../../context';
import { companyGroup, type NewJob } from '../../providers/jobs/queue';
import { mailJob, renderMail } from '../../providers/mail';
import { keyFromMediaUrl, mediaUrl } from '../../providers/storage';
import { orderPreviewKey } from '../orders';

/** Where the mail's button leads: the order's page in the dashboard (its status, tracking, files). */
const orderDetailUrl = (publicUrl: string, orderId: number) => `${publicUrl}/dashboard/orders/${orderId}`;

/**
 * A line's picture by an absolute URL a mail client can fetch: the order's own public copy of the
 * line's preview (never a private file: a key /media would not serve reads as none).
 */
function itemImageUrl(publicUrl: string, orderId: number, item: OrderView['items'][number]) {
  const key = item.previewUrl ? keyFromMediaUrl(item.previewUrl) : null;
  return key ? `${publicUrl}${mediaUrl(orderPreviewKey(orderId, item.id, key))}` : null;
}

/** The mail sent when an order is placed: the confirmation page's facts, each item pictured, and the totals. */
export function confirmationMail(ctx: AppContext, order: OrderView) {
  const c = ctx.config;
  const s = order.shipTo;
  const payment =
    paymentMethodLabel(order.paymentType) + (order.cardLast4 ? ` ENDS IN ${order.cardLast4}` : '');
  const lines = order.items.map((i) => {
    const name = `${i.productName}${i.variantName ? ` (${i.variantName})` : ''}`;
    const image = itemImageUrl(c.publicUrl, order.id, i);
    return {
      label: `${i.quantity} × ${name}, Sku ${i.sku}`,
      value: formatMoney(i.unitPrice * i.quantity),
      image: image ? { url: image, alt: name } : null,
    };
  });
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
    items: lines,
    rows: [
      { label: 'Items', value: formatMoney(order.itemsPrice) },
      { label: 'Shipping', value: formatMoney(order.shipping) },
      { label: 'Processing & Handling', value: formatMoney(order.fee) },
      { label: 'Estimated tax', value: formatMoney(order.tax) },
      ...(order.discount ? [{ label: 'Discount', value: `-${formatMoney(order.discount)}` }] : []),
      { label: 'Total', value: formatMoney(order.total), strong: true },
    ],
    action: { label: 'View your order', url: orderDetailUrl(c.publicUrl, order.id) },
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
