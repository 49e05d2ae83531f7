import { countryName, type TrackingCarrier, trackingUrl } from '@pressrun/domain';
import type { AppContext } from '../../context';
import { companyGroup, type NewJob } from '../../providers/jobs/queue';
import { mailJob, renderMail } from '../../providers/mail';
import type { OrderItemRow, OrderRow } from '../orders';

const CARRIER_NAME: Record<TrackingCarrier, string> = { USPS: 'USPS', DhlEcs: 'DHL eCommerce' };

export const SHIPPED_MAIL = {
  subject: (brand: string, id: number) => `Your ${brand} order ${id} has shipped`,
  heading: 'Your order is on its way!',
  track: 'Track your package',
} as const;

/** The mail to whoever placed the order once it ships: the carrier, the tracking link, what is in the box. */
export function shippedMailJob(ctx: AppContext, to: string, order: OrderRow, items: OrderItemRow[]): NewJob {
  const c = ctx.config;
  const s = order.shipTo;
  const carrier = order.trackingCarrier as TrackingCarrier;
  const number = order.trackingNumber ?? '';
  const url = trackingUrl(carrier, number);
  return mailJob(
    {
      to,
      subject: SHIPPED_MAIL.subject(c.companyName, order.id),
      ...renderMail({
        brand: c.companyName,
        publicUrl: c.publicUrl,
        supportEmail: c.supportEmail,
        heading: SHIPPED_MAIL.heading,
        paragraphs: [
          `Order ID ${order.id}, PO ${order.po}, has shipped with ${CARRIER_NAME[carrier] ?? carrier}.`,
          `Tracking number: ${number}.`,
          `Shipping to: ${[
            `${s.firstName} ${s.lastName}`.trim(),
            s.street1,
            s.street2,
            `${s.city}, ${s.state} ${s.zip}`.trim(),
            countryName(s.country),
          ]
            .filter(Boolean)
            .join(', ')}.`,
        ],
        rows: items.map((i) => ({
          label: `${i.productName}${i.variantName ? ` (${i.variantName})` : ''}, Sku ${i.sku}`,
          value: `× ${i.quantity}`,
        })),
        action: { label: SHIPPED_MAIL.track, url },
        footnote: `Your order's page: ${c.publicUrl}/dashboard/orders/${order.id}`,
      }),
    },
    companyGroup(order.companyId),
  );
}
