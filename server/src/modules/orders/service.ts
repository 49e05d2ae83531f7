import type { OrderView, PaymentType, ShippingOption } from '@pressrun/domain';
import { ORDER_MSG } from '@pressrun/domain';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import { mediaUrl } from '../../providers/storage/port';
import * as repo from './repo';

/** What an order's owner sees of it: the facts as they were when it was placed. */
export function orderView(row: repo.OrderRow, items: repo.OrderItemRow[]): OrderView {
  return {
    id: row.id,
    po: row.po,
    status: row.status,
    paymentType: row.payType as PaymentType,
    payStatus: row.payStatus,
    cardLast4: row.cardLast4,
    shipTo: row.shipTo,
    shippingOption: row.shippingOption as ShippingOption,
    carrier: row.carrier,
    method: row.method,
    itemsPrice: row.itemsPrice,
    shipping: row.shipping,
    fee: row.fee,
    tax: row.tax,
    discount: row.discount,
    total: row.total,
    totalQuantity: row.totalQuantity,
    items: items.map((i) => ({
      id: i.id,
      templateId: i.templateId,
      sku: i.sku,
      productName: i.productName,
      variantName: i.variantName,
      colorName: i.colorName,
      quantity: i.quantity,
      unitPrice: i.unitPrice,
      po: i.po,
      previewUrl: i.previewKey ? mediaUrl(i.previewKey) : null,
    })),
    createdAt: row.createdAt.toISOString(),
  };
}

/** The company's order, or 404 (another company's order is not found, never forbidden). */
export async function getOrder(db: Db, companyId: number, id: number): Promise<OrderView> {
  const row = await repo.findOrder(db, companyId, id);
  if (!row) throw notFound(ORDER_MSG.notFound);
  return orderView(row, await repo.listOrderItems(db, row.id));
}
