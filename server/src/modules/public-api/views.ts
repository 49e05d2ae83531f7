import type { OrderQuote, ProductDetail, ShipTo } from '@pressrun/domain';
import type { z } from 'zod';
import type { ItemsOrderInput, ItemsOrderItem } from '../checkout';
import { type OrderItemRow, type OrderRow, orderItemView, orderTracking } from '../orders';
import type { addressSchema, orderAnswer, orderBody, productAnswer, quoteBody } from './schemas';

type Address = z.infer<typeof addressSchema>;

export const shipToOf = (a: Address): ShipTo => ({
  firstName: a.first_name,
  lastName: a.last_name,
  street1: a.street1,
  street2: a.street2 ?? '',
  city: a.city,
  state: a.state,
  zip: a.zip ?? '',
  country: a.country,
  ioss: a.ioss ?? '',
});

const addressOf = (s: ShipTo): Address => ({
  first_name: s.firstName,
  last_name: s.lastName,
  street1: s.street1,
  street2: s.street2,
  city: s.city,
  state: s.state,
  zip: s.zip,
  country: s.country,
  ioss: s.ioss,
});

export const shippingOptionOf = (s: 'standard' | 'expedited') =>
  s === 'expedited' ? 'Expedited' : 'Standard';

/** The request in the checkout's words; artwork URLs already turned into the company's file ids. */
export function itemsOrderOf(
  body: z.infer<typeof orderBody> | z.infer<typeof quoteBody>,
  fileIdOf: (url: string) => number,
): Omit<ItemsOrderInput, 'po' | 'paymentType'> {
  return {
    shipTo: shipToOf(body.address),
    shippingOption: shippingOptionOf(body.shipping),
    items: body.items.map(
      (i): ItemsOrderItem => ({
        ...(i.template_id !== undefined
          ? { templateId: i.template_id }
          : { sku: i.sku!, artworkFileId: fileIdOf(i.artwork_url!) }),
        quantity: i.quantity,
        ...(i.po !== undefined ? { po: i.po } : {}),
      }),
    ),
  };
}

export const totalsOf = (
  q: Pick<OrderQuote, 'items' | 'shipping' | 'fee' | 'tax' | 'discount' | 'total'>,
) => ({
  items: q.items,
  shipping: q.shipping,
  fee: q.fee,
  tax: q.tax,
  discount: q.discount,
  total: q.total,
});

export function apiOrder(order: OrderRow, items: OrderItemRow[]): z.infer<typeof orderAnswer> {
  const tracking = orderTracking(order);
  return {
    id: order.id,
    status: order.status,
    po: order.po,
    created_at: order.createdAt.toISOString(),
    payment: order.payType,
    totals: totalsOf({ ...order, items: order.itemsPrice }),
    address: addressOf(order.shipTo),
    items: items.map((row) => {
      const i = orderItemView(row);
      return {
        id: i.id,
        template_id: i.templateId,
        sku: i.sku,
        product_name: i.productName,
        variant_name: i.variantName,
        color_name: i.colorName,
        quantity: i.quantity,
        unit_price: i.unitPrice,
        po: i.po,
        preview_url: i.previewUrl,
      };
    }),
    shipping: {
      option: order.shippingOption.toLowerCase(),
      carrier: order.carrier,
      method: order.method,
      tracking_number: tracking.trackingNumber,
      tracking_url: tracking.trackingUrl,
    },
    store:
      order.storeId === null
        ? null
        : {
            id: order.storeId,
            name: order.storeName ?? '',
            platform: order.storePlatform ?? '',
            order_number: order.storeOrderNumber ?? '',
          },
  };
}

export const apiProduct = (p: ProductDetail): z.infer<typeof productAnswer> => ({
  sku: p.sku,
  name: p.product,
  type: p.type,
  variant: p.variantName,
  color: p.colorName,
  material: p.material,
  dimensions: p.dimensions,
  price: p.price,
  shipping: { us: p.shippingUs, international: p.shippingIntl, expedited: p.shippingExpedited },
  print_area: p.imprintDimensions,
});
