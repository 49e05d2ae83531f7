import { type Fulfilment, type StoreAuth, StoreError } from '../port';
import { type Connection, graphql, refuseOn, restOf, type ShopifyApp, type UserError } from './api';
import { gid, numericId } from './ids';

const FO_LINE_FIELDS = 'id remainingQuantity lineItem { id }';

/**
 * An order's fulfillment orders: what is left to ship of each line, grouped by the location that
 * ships it. Ten fulfillment orders of 40 lines each (more lines are asked for separately) keep the
 * query near 860 points, under Shopify's 1,000-point limit.
 */
const FULFILLMENT_ORDERS = `query PressRunFulfillmentOrders($id: ID!) {
  order(id: $id) {
    id
    fulfillmentOrders(first: 10) {
      nodes {
        id status
        assignedLocation { location { id } }
        supportedActions { action }
        lineItems(first: 40) { pageInfo { hasNextPage endCursor } nodes { ${FO_LINE_FIELDS} } }
      }
    }
  }
}`;

const FULFILLMENT_CREATE = `mutation PressRunFulfil($fulfillment: FulfillmentInput!) {
  fulfillmentCreate(fulfillment: $fulfillment) {
    fulfillment { id status }
    userErrors { field message }
  }
}`;

interface FoLine {
  id: string;
  remainingQuantity: number;
  lineItem: { id: string };
}
interface FulfillmentOrder {
  id: string;
  status: string;
  assignedLocation: { location: { id: string } | null } | null;
  supportedActions: Array<{ action: string }>;
  lineItems: Connection<FoLine>;
}
type ByFulfillmentOrder = Array<{
  fulfillmentOrderId: string;
  fulfillmentOrderLineItems: Array<{ id: string; quantity: number }>;
}>;

/**
 * Marks PressRun's lines of the order shipped, with tracking, and lets Shopify tell the customer.
 * What is left of each line is shipped, so asking again (a retry after a timeout) ships nothing
 * twice and succeeds. One fulfillment per location: Shopify takes fulfillment orders of one
 * location in one call.
 */
export async function fulfil(app: ShopifyApp, auth: StoreAuth, f: Fulfilment): Promise<void> {
  const want = new Set(f.lineIds.map(numericId));
  const data = await graphql<{
    order: { id: string; fulfillmentOrders: Connection<FulfillmentOrder> } | null;
  }>(app, auth, FULFILLMENT_ORDERS, { id: gid('Order', f.orderId) });
  if (!data.order) throw new StoreError('not_found', `Shopify has no order ${f.orderId} in ${auth.shop}.`);

  let found = false;
  const held: string[] = [];
  const byLocation = new Map<string, ByFulfillmentOrder>();
  for (const fo of data.order.fulfillmentOrders.nodes) {
    const more = fo.lineItems.pageInfo.hasNextPage
      ? await restOf<FoLine>(
          app,
          auth,
          { id: fo.id, type: 'FulfillmentOrder', field: 'lineItems' },
          FO_LINE_FIELDS,
          fo.lineItems.pageInfo.endCursor,
        )
      : [];
    const ours = [...fo.lineItems.nodes, ...more].filter((l) => want.has(numericId(l.lineItem.id)));
    if (ours.length) found = true;
    const left = ours.filter((l) => l.remainingQuantity > 0);
    if (!left.length) continue;
    // On hold, scheduled (a pre-order) or with another app: not ours to fulfil now.
    if (!fo.supportedActions.some((a) => a.action === 'CREATE_FULFILLMENT')) {
      held.push(fo.status.toLowerCase().replace(/_/g, ' '));
      continue;
    }
    const location = fo.assignedLocation?.location?.id ?? fo.id;
    const group = byLocation.get(location) ?? [];
    group.push({
      fulfillmentOrderId: fo.id,
      fulfillmentOrderLineItems: left.map((l) => ({ id: l.id, quantity: l.remainingQuantity })),
    });
    byLocation.set(location, group);
  }
  if (!found)
    throw new StoreError('not_found', `Shopify's order ${f.orderId} has none of the lines PressRun shipped.`);

  for (const lineItemsByFulfillmentOrder of byLocation.values()) {
    const res = await graphql<{ fulfillmentCreate: { userErrors: UserError[] } }>(
      app,
      auth,
      FULFILLMENT_CREATE,
      {
        fulfillment: {
          lineItemsByFulfillmentOrder,
          notifyCustomer: true,
          trackingInfo: {
            company: f.carrier,
            number: f.trackingNumber,
            // Without a URL Shopify links the number itself for the carriers it knows.
            ...(f.trackingUrl ? { url: f.trackingUrl } : {}),
          },
        },
      },
    );
    refuseOn(res.fulfillmentCreate.userErrors, `the tracking of order ${f.orderId}`);
  }
  if (held.length)
    throw new StoreError(
      'rejected',
      `Shopify cannot fulfil order ${f.orderId} now: its fulfillment order is ${held.join(', ')}. Release it in Shopify, then retry.`,
    );
}

const ORDER_STATE = `query PressRunOrderState($id: ID!) {
  order(id: $id) { id cancelledAt }
}`;

const ORDER_CANCEL = `mutation PressRunCancel($orderId: ID!, $refundMethod: OrderCancelRefundMethodInput!, $staffNote: String) {
  orderCancel(orderId: $orderId, reason: OTHER, refundMethod: $refundMethod, restock: true, notifyCustomer: false, staffNote: $staffNote) {
    job { id done }
    orderCancelUserErrors { field message code }
  }
}`;

/**
 * Cancels the order at Shopify too. Nothing is refunded and the customer is not told: the money
 * and the words are the seller's, and the staff note on the order says what is left to do. Shopify
 * refuses an order that is partly shipped, has a return under way or a payment still pending:
 * that is 'not_supported', and the seller cancels it there.
 */
export async function cancelOrder(
  app: ShopifyApp,
  auth: StoreAuth,
  orderId: string,
): Promise<'cancelled' | 'not_supported'> {
  const id = gid('Order', orderId);
  const state = await graphql<{ order: { cancelledAt: string | null } | null }>(app, auth, ORDER_STATE, {
    id,
  });
  if (!state.order) throw new StoreError('not_found', `Shopify has no order ${orderId} in ${auth.shop}.`);
  if (state.order.cancelledAt) return 'cancelled';
  const res = await graphql<{
    orderCancel: { orderCancelUserErrors: Array<UserError & { code?: string | null }> };
  }>(app, auth, ORDER_CANCEL, {
    orderId: id,
    refundMethod: { originalPaymentMethodsRefund: false },
    staffNote:
      'Cancelled at PressRun: PressRun will not make or ship this order. Refund the customer here if they paid.',
  });
  const errors = res.orderCancel.orderCancelUserErrors;
  if (!errors.length) return 'cancelled';
  if (errors.some((e) => e.code === 'NOT_FOUND'))
    throw new StoreError('not_found', `Shopify has no order ${orderId} in ${auth.shop}.`);
  if (errors.some((e) => e.code === 'INTERNAL_ERROR'))
    throw new StoreError('unavailable', `Shopify failed to cancel order ${orderId}; retry later.`);
  if (errors.every((e) => e.code === 'INVALID')) return 'not_supported';
  refuseOn(errors, `to cancel order ${orderId}`);
  return 'not_supported';
}
