import {
  BPS_PER_UNIT,
  CA_TAX_BPS,
  CARRIER_RATE_MARKUP_BPS,
  CARRIERS,
  EXTRA_UNIT_EXPEDITED_CENTS,
  EXTRA_UNIT_STANDARD_CENTS,
  INTL_EXPEDITED_SURCHARGE_CENTS,
  PROCESSING_FEE_BPS,
  PROMO_PERCENT_MAX,
  PROMO_PERCENT_MIN,
  QUANTITY_MAX,
  QUANTITY_MIN,
  type ShippingOption,
} from './constants';
import { isDomestic, isTaxedState } from './destination';

// The order total (business rules: Pricing). Every amount is integer cents.

/** One cart line, priced from the catalogue: the client never supplies a price. */
export interface QuoteItem {
  sku: string;
  /** the variant's price in cents, read from the catalogue */
  unitPrice: number;
  /** 1 to 999 */
  quantity: number;
  /** the variant's domestic, international and US expedited shipping, in cents */
  shippingUs: number;
  shippingIntl: number;
  shippingExpedited: number;
}

/** A rate from the rate provider for the chosen shipping option (its Standard or its Expedited rate). */
export interface CarrierRate {
  /** cents, before the markup */
  amount: number;
  carrier: string;
  method: string;
}

export interface QuoteInput {
  items: readonly QuoteItem[];
  destination: { country: string | null | undefined; state: string | null | undefined };
  shippingOption: ShippingOption;
  /** the company has an approved resale certificate: no tax */
  resaleCertificateApproved: boolean;
  /** the applied promo's whole percentage, 1 to 100; absent or null: no promo */
  promoPercent?: number | null;
  /** the rate provider's rate; used only when the order has more than one unit */
  carrierRate?: CarrierRate | null;
}

export interface QuoteLine {
  sku: string;
  unitPrice: number;
  quantity: number;
  /** unitPrice × quantity */
  price: number;
  /** 11 % of `price`, rounded half up, when the order is taxed; else 0 */
  tax: number;
}

export interface OrderQuote {
  /** items price (`order_price`): Σ unit price × quantity */
  items: number;
  /** `total_shipping` */
  shipping: number;
  /** Processing & Handling (`creditCardFee`): 3 % of items + shipping */
  fee: number;
  /** items + shipping + fee */
  subtotal: number;
  /** estimated tax (`est_tax`): Σ of the lines' tax */
  tax: number;
  /** promo discount: promoPercent % of items */
  discount: number;
  /** `order_total`: subtotal + tax − discount, never below 0 */
  total: number;
  carrier: string;
  method: string;
  domestic: boolean;
  /** whether estimated tax applies (California, no approved resale certificate) */
  taxed: boolean;
  /** the order ships to California and carries no tax only because the resale certificate is approved */
  taxExempt: boolean;
  /** units over all lines */
  totalQuantity: number;
  promoPercent: number | null;
  /** how shipping was found: the computed base (+ extra units) or the marked-up carrier rate */
  shippingSource: 'computed' | 'carrier';
  lines: QuoteLine[];
}

/**
 * `cents × bps / 10,000`, rounded half up, exactly: the whole ten-thousands are multiplied
 * without rounding and only the remainder (< 10,000) is rounded, so no intermediate product
 * leaves the safe-integer range. `cents` and `bps` are non-negative integers.
 */
export function applyBps(cents: number, bps: number): number {
  const whole = Math.floor(cents / BPS_PER_UNIT);
  const rest = cents - whole * BPS_PER_UNIT;
  return whole * bps + Math.floor((rest * bps + BPS_PER_UNIT / 2) / BPS_PER_UNIT);
}

const assertCents = (value: number, what: string) => {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a non-negative whole number of cents, got ${value}.`);
  }
};

function checkInput(input: QuoteInput) {
  for (const item of input.items) {
    assertCents(item.unitPrice, `unitPrice of ${item.sku}`);
    assertCents(item.shippingUs, `shippingUs of ${item.sku}`);
    assertCents(item.shippingIntl, `shippingIntl of ${item.sku}`);
    assertCents(item.shippingExpedited, `shippingExpedited of ${item.sku}`);
    if (!Number.isInteger(item.quantity) || item.quantity < QUANTITY_MIN || item.quantity > QUANTITY_MAX) {
      throw new RangeError(
        `quantity of ${item.sku} must be a whole number from ${QUANTITY_MIN} to ${QUANTITY_MAX}, got ${item.quantity}.`,
      );
    }
  }
  const p = input.promoPercent;
  if (p != null && (!Number.isInteger(p) || p < PROMO_PERCENT_MIN || p > PROMO_PERCENT_MAX)) {
    throw new RangeError(
      `promoPercent must be a whole number from ${PROMO_PERCENT_MIN} to ${PROMO_PERCENT_MAX}, got ${p}.`,
    );
  }
  if (input.carrierRate != null) assertCents(input.carrierRate.amount, 'carrierRate.amount');
  if (input.shippingOption !== 'Standard' && input.shippingOption !== 'Expedited') {
    throw new RangeError(`shippingOption must be 'Standard' or 'Expedited', got ${input.shippingOption}.`);
  }
}

/** The first unit's shipping for one item: domestic or international, Standard or Expedited. */
export function baseShipping(item: QuoteItem, domestic: boolean, option: ShippingOption): number {
  if (option === 'Expedited') {
    return domestic ? item.shippingExpedited : item.shippingIntl + INTL_EXPEDITED_SURCHARGE_CENTS;
  }
  return domestic ? item.shippingUs : item.shippingIntl;
}

/**
 * The base comes from the highest-priced item (by unit price). Items that tie on price give the
 * larger base, so the line order never changes the result.
 */
function shippingBase(items: readonly QuoteItem[], domestic: boolean, option: ShippingOption): number {
  let top: { price: number; base: number } | null = null;
  for (const item of items) {
    const base = baseShipping(item, domestic, option);
    if (!top || item.unitPrice > top.price || (item.unitPrice === top.price && base > top.base)) {
      top = { price: item.unitPrice, base };
    }
  }
  return top?.base ?? 0;
}

/**
 * Prices an order. Order of operations:
 * 1. items = Σ unit price × quantity;
 * 2. shipping: one unit → the base; more → the carrier rate × 1.6 (rounded half up) when there is
 *    one, else base + (units − 1) × $4.99 (Standard) or $6.49 (Expedited);
 * 3. fee = 3 % of (items + shipping), rounded half up: on the full price, before any discount;
 * 4. subtotal = items + shipping + fee;
 * 5. tax = Σ per line of 11 % of (unit price × quantity), each rounded half up, when the order ships
 *    to California in the US and the company has no approved resale certificate; else 0;
 * 6. discount = promo % of items, rounded half up (never more than items);
 * 7. total = subtotal + tax − discount, never below 0.
 * An empty cart prices at 0 everywhere. Bad input (negative or fractional cents, a quantity outside
 * 1..999, a promo outside 1..100) throws a RangeError.
 */
export function quoteOrder(input: QuoteInput): OrderQuote {
  checkInput(input);
  const { items, shippingOption } = input;
  const domestic = isDomestic(input.destination.country);
  const inTaxedState = domestic && isTaxedState(input.destination.state);
  const taxed = inTaxedState && !input.resaleCertificateApproved;

  const lines: QuoteLine[] = items.map((item) => {
    const price = item.unitPrice * item.quantity;
    return {
      sku: item.sku,
      unitPrice: item.unitPrice,
      quantity: item.quantity,
      price,
      tax: taxed ? applyBps(price, CA_TAX_BPS) : 0,
    };
  });
  const itemsPrice = lines.reduce((sum, l) => sum + l.price, 0);
  const totalQuantity = lines.reduce((sum, l) => sum + l.quantity, 0);

  let { carrier, method }: { carrier: string; method: string } = !domestic
    ? CARRIERS.international
    : shippingOption === 'Expedited'
      ? CARRIERS.usExpedited
      : CARRIERS.usStandard;
  let shipping = 0;
  let shippingSource: OrderQuote['shippingSource'] = 'computed';
  if (totalQuantity > 1 && input.carrierRate != null) {
    shipping = applyBps(input.carrierRate.amount, CARRIER_RATE_MARKUP_BPS);
    carrier = input.carrierRate.carrier;
    method = input.carrierRate.method;
    shippingSource = 'carrier';
  } else if (totalQuantity > 0) {
    const extra = shippingOption === 'Expedited' ? EXTRA_UNIT_EXPEDITED_CENTS : EXTRA_UNIT_STANDARD_CENTS;
    shipping = shippingBase(items, domestic, shippingOption) + (totalQuantity - 1) * extra;
  }

  const fee = applyBps(itemsPrice + shipping, PROCESSING_FEE_BPS);
  const subtotal = itemsPrice + shipping + fee;
  const tax = lines.reduce((sum, l) => sum + l.tax, 0);
  const promoPercent = input.promoPercent ?? null;
  const discount = promoPercent === null ? 0 : applyBps(itemsPrice, promoPercent * 100);
  const total = Math.max(0, subtotal + tax - discount);
  if (!Number.isSafeInteger(subtotal + tax)) throw new RangeError('The order total is too large.');

  return {
    items: itemsPrice,
    shipping,
    fee,
    subtotal,
    tax,
    discount,
    total,
    carrier,
    method,
    domestic,
    taxed,
    taxExempt: inTaxedState && input.resaleCertificateApproved,
    totalQuantity,
    promoPercent,
    shippingSource,
    lines,
  };
}
