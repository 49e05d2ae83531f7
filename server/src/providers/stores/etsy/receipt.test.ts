import { describe, expect, it } from 'vitest';
import { StoreError } from '../port';
import { DAY_EXHAUSTED_MS, type EtsyAnswer, etsyError, isInvalidToken, retryAfterMs } from './client';
import { type EtsyReceiptJson, etsyOrder, etsyReceiptJson } from './receipt';

const money = (amount: number) => ({ amount, divisor: 100, currency_code: 'USD' });

/** A receipt as getShopReceipts answers one, every documented field in place. */
const RECEIPT: EtsyReceiptJson = {
  receipt_id: 3_512_884_120,
  receipt_type: 0,
  seller_user_id: 58_412_337,
  seller_email: 'studio@inkandmug.example',
  buyer_user_id: 77_120_004,
  buyer_email: null,
  name: 'Dana Whitfield',
  first_line: '350 Fifth Avenue',
  second_line: 'Apt 4B',
  city: 'New York',
  state: 'NY',
  zip: '10118',
  status: 'paid',
  formatted_address: 'Dana Whitfield\n350 Fifth Avenue\nApt 4B\nNEW YORK, NY 10118\nUnited States',
  country_iso: 'US',
  payment_method: 'cc',
  message_from_buyer: 'It is a gift, no invoice please.',
  is_paid: true,
  is_shipped: false,
  create_timestamp: 1_777_896_000,
  created_timestamp: 1_777_896_000,
  update_timestamp: 1_777_896_300,
  updated_timestamp: 1_777_896_300,
  is_gift: true,
  grandtotal: money(5_897),
  subtotal: money(4_998),
  total_price: money(4_998),
  total_shipping_cost: money(599),
  shipments: [],
  transactions: [
    {
      transaction_id: 4_410_220_981,
      title: 'Sunset Mug – 11oz',
      description: 'A ceramic mug printed with a sunset.',
      seller_user_id: 58_412_337,
      buyer_user_id: 77_120_004,
      create_timestamp: 1_777_896_000,
      created_timestamp: 1_777_896_000,
      paid_timestamp: 1_777_896_010,
      shipped_timestamp: null,
      quantity: 2,
      listing_image_id: 6_120_331_204,
      receipt_id: 3_512_884_120,
      is_digital: false,
      file_data: '',
      listing_id: 1_712_554_301,
      transaction_type: 'listing',
      product_id: 14_885_102_334,
      sku: 'PR-tmpl_9',
      price: money(2_499),
      shipping_cost: money(599),
      variations: [{ property_id: 513, value_id: null, formatted_name: 'Size', formatted_value: '11oz' }],
    },
    {
      transaction_id: 4_410_220_982,
      title: null,
      quantity: 1,
      listing_id: null,
      product_id: null,
      sku: '',
    },
  ],
  refunds: [],
};

describe('an Etsy receipt as a store order', () => {
  it('reads the ship-to address and each transaction as a line', () => {
    expect(etsyOrder(RECEIPT)).toEqual({
      id: '3512884120',
      number: '3512884120',
      createdAt: '2026-05-04T12:00:00.000Z',
      cancelled: false,
      shipTo: {
        name: 'Dana Whitfield',
        company: null,
        address1: '350 Fifth Avenue',
        address2: 'Apt 4B',
        city: 'New York',
        province: 'NY',
        zip: '10118',
        country: 'US',
        phone: null,
      },
      lines: [
        {
          id: '4410220981',
          productId: '1712554301',
          variantId: '14885102334',
          sku: 'PR-tmpl_9',
          title: 'Sunset Mug – 11oz',
          quantity: 2,
        },
        // A deleted listing leaves its transaction without a listing, product or title.
        { id: '4410220982', productId: null, variantId: null, sku: null, title: '', quantity: 1 },
      ],
    });
  });

  it('is cancelled when Etsy says canceled (any case); a refund alone is not a cancellation', () => {
    expect(etsyOrder({ ...RECEIPT, status: 'canceled' }).cancelled).toBe(true);
    expect(etsyOrder({ ...RECEIPT, status: 'Canceled' }).cancelled).toBe(true);
    expect(etsyOrder({ ...RECEIPT, status: 'fully refunded' }).cancelled).toBe(false);
    expect(etsyOrder({ ...RECEIPT, status: 'completed' }).cancelled).toBe(false);
  });

  it('an address Etsy withholds (null fields) reads as empty, never as "null"', () => {
    const order = etsyOrder({
      ...RECEIPT,
      first_line: null,
      second_line: null,
      city: null,
      state: null,
      zip: null,
      country_iso: null,
    });
    expect(order.shipTo).toEqual({
      name: 'Dana Whitfield',
      company: null,
      address1: '',
      address2: null,
      city: '',
      province: '',
      zip: '',
      country: '',
      phone: null,
    });
  });

  it('round-trips through the receipt the sandbox shop answers', () => {
    const order = etsyOrder(RECEIPT);
    const again = etsyOrder(etsyReceiptJson(order, '2026-05-05T00:00:00.000Z'));
    expect(again).toEqual(order);
    expect(etsyReceiptJson({ ...order, cancelled: true }).status).toBe('canceled');
  });
});

describe('Etsy’s refusals', () => {
  const answer = (status: number, json: unknown, headers: Record<string, string> = {}): EtsyAnswer => ({
    status,
    json,
    headers: new Headers(headers),
  });

  it('waits as Retry-After says (seconds or a date), else a second, else a quarter hour for the day', () => {
    const now = Date.UTC(2026, 4, 4, 12);
    expect(retryAfterMs(new Headers({ 'retry-after': '30' }), now)).toBe(30_000);
    expect(retryAfterMs(new Headers({ 'retry-after': new Date(now + 5_000).toUTCString() }), now)).toBe(
      5_000,
    );
    expect(retryAfterMs(new Headers({ 'x-remaining-this-second': '0' }), now)).toBe(1_000);
    expect(retryAfterMs(new Headers({ 'x-remaining-today': '0' }), now)).toBe(DAY_EXHAUSTED_MS);
  });

  it('maps each status to what the stores module does about it', () => {
    const kinds = [401, 403, 429, 500, 502, 404, 400, 409, 422].map(
      (s) => etsyError(answer(s, null), 'x').kind,
    );
    expect(kinds).toEqual([
      'unauthorized',
      'unauthorized',
      'rate_limited',
      'unavailable',
      'unavailable',
      'not_found',
      'rejected',
      'rejected',
      'rejected',
    ]);
    expect(etsyError(answer(400, { error: 'price must be positive' }), 'x')).toEqual(
      new StoreError('rejected', 'price must be positive'),
    );
  });

  it('knows a refused token (worth one renewal) from other 401s', () => {
    expect(isInvalidToken(answer(401, { error: 'invalid_token' }))).toBe(true);
    expect(isInvalidToken(answer(401, null, { 'www-authenticate': 'Bearer error="invalid_token"' }))).toBe(
      true,
    );
    expect(isInvalidToken(answer(401, { error: 'access token is expired' }))).toBe(true);
    expect(isInvalidToken(answer(401, { error: 'Invalid API key' }))).toBe(false);
    expect(isInvalidToken(answer(403, { error: 'invalid_token' }))).toBe(false);
  });
});
