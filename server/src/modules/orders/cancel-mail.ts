import { FULFIL_MSG, formatMoney } from '@pressrun/domain';
import type { AppContext } from '../../context';
import { companyGroup, type NewJob } from '../../providers/jobs/queue';
import { mailJob, renderMail } from '../../providers/mail';
import type { OrderRow } from './repo';

/** Where a refund goes, by how the order was paid. */
const REFUND_TO: Record<string, string> = {
  default_card: 'your card',
  new_card: 'your card',
  paypal: 'your Paypal account',
  term: 'your credit terms balance',
};

/** The mail sent when an order is cancelled: which order, and what comes back or why nothing does. */
export function cancellationMail(
  ctx: AppContext,
  order: Pick<OrderRow, 'id' | 'po' | 'payType' | 'total'>,
  refund: { amount: number; why: string },
) {
  const c = ctx.config;
  const money =
    refund.amount > 0
      ? `A refund of ${formatMoney(refund.amount)} is on its way to ${REFUND_TO[order.payType] ?? 'you'}.`
      : order.total > 0
        ? `No refund is due: ${refund.why}`
        : 'Nothing was charged for this order.';
  return renderMail({
    brand: c.companyName,
    publicUrl: c.publicUrl,
    supportEmail: c.supportEmail,
    heading: FULFIL_MSG.cancelled(order.id),
    paragraphs: [`Order ID ${order.id}, PO ${order.po}, will not be produced or shipped.`, money],
    rows: [
      { label: 'Order total', value: formatMoney(order.total) },
      { label: 'Refund', value: formatMoney(refund.amount), strong: true },
    ],
    action: { label: 'View your order', url: `${c.publicUrl}/dashboard/orders/${order.id}` },
  });
}

/** The cancellation as a mail job, queued in the cancel's own transaction (a mail exactly when it commits). */
export function cancellationMailJob(
  ctx: AppContext,
  to: string,
  order: Pick<OrderRow, 'id' | 'companyId' | 'po' | 'payType' | 'total'>,
  refund: { amount: number; why: string },
): NewJob {
  return mailJob(
    {
      to,
      subject: `Your ${ctx.config.companyName} order ${order.id} has been cancelled`,
      ...cancellationMail(ctx, order, refund),
    },
    companyGroup(order.companyId),
  );
}
