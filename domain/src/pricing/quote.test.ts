import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../roles';
import {
  CA_TAX_BPS,
  CARRIER_RATE_MARKUP,
  CARRIER_RATE_MARKUP_BPS,
  CARRIERS,
  EXTRA_UNIT_EXPEDITED_CENTS,
  EXTRA_UNIT_STANDARD_CENTS,
  INTL_EXPEDITED_SURCHARGE_CENTS,
  PROCESSING_FEE_BPS,
  QUANTITY_MAX,
} from './constants';
import { isDomestic, isTaxedState } from './destination';
import { applyBps, type CarrierRate, type QuoteInput, type QuoteItem, quoteOrder } from './quote';

const item = (over: Partial<QuoteItem> = {}): QuoteItem => ({
  sku: '11OZ-WHT',
  unitPrice: 1250,
  quantity: 1,
  shippingUs: 599,
  shippingIntl: 1499,
  shippingExpedited: 1299,
  ...over,
});

const US_CA = { country: 'United States', state: 'CA' };
const US_NY = { country: 'US', state: 'NY' };
const GERMANY = { country: 'Germany', state: 'BE' };

const quote = (over: Partial<QuoteInput> = {}) =>
  quoteOrder({
    items: [item()],
    destination: US_NY,
    shippingOption: 'Standard',
    resaleCertificateApproved: false,
    ...over,
  });

describe('worked examples', () => {
  it('a 3-piece standard order is the base plus $4.99 plus $4.99', () => {
    expect(quote({ items: [item({ quantity: 3 })] }).shipping).toBe(599 + 499 + 499);
    // Over the whole order: the base is the highest-priced item's, whatever line the units are on.
    const q = quote({
      items: [
        item({ sku: 'COASTER', unitPrice: 800, shippingUs: 399, quantity: 2 }),
        item({ sku: 'MUG', unitPrice: 1250, shippingUs: 599, quantity: 1 }),
      ],
    });
    expect(q.shipping).toBe(599 + 499 + 499);
    expect(q.totalQuantity).toBe(3);
    expect(q.shippingSource).toBe('computed');
  });

  it('an expedited order adds $6.49 a unit and uses the item’s US expedited price', () => {
    const q = quote({ items: [item({ quantity: 3 })], shippingOption: 'Expedited' });
    expect(q.shipping).toBe(1299 + 649 + 649);
    expect([q.carrier, q.method]).toEqual(['USPS', 'Priority']);
  });

  it('international expedited is the international price plus $3', () => {
    const q = quote({ destination: GERMANY, shippingOption: 'Expedited' });
    expect(q.shipping).toBe(1499 + 300);
    expect(q.domestic).toBe(false);
    expect([q.carrier, q.method]).toEqual(['DhlEcs', 'DHLParcelInternationalStandard']);
    expect(quote({ destination: GERMANY }).shipping).toBe(1499);
  });

  it('a multi-unit order uses the carrier rate marked up by 60 %, with its carrier and method', () => {
    const carrierRate: CarrierRate = { amount: 1234, carrier: 'UPS', method: 'Ground' };
    const q = quote({
      items: [item({ sku: 'A' }), item({ sku: 'B', unitPrice: 900 })],
      carrierRate,
    });
    expect(q.shipping).toBe(1974); // 12.34 × 1.6 = 19.744
    expect([q.carrier, q.method]).toEqual(['UPS', 'Ground']);
    expect(q.shippingSource).toBe('carrier');
  });

  it('takes the base from the highest-priced item; a tie on price takes the larger base', () => {
    const cheapHeavy = item({ sku: 'CHEAP', unitPrice: 500, shippingUs: 2000 });
    const dear = item({ sku: 'DEAR', unitPrice: 1500, shippingUs: 300 });
    expect(quote({ items: [cheapHeavy, dear] }).shipping).toBe(300 + 499);
    const twin = item({ sku: 'TWIN', unitPrice: 1500, shippingUs: 700 });
    expect(quote({ items: [dear, twin] }).shipping).toBe(700 + 499);
    expect(quote({ items: [twin, dear] }).shipping).toBe(700 + 499);
  });

  it('a single-unit order ignores the carrier rate', () => {
    const q = quote({ carrierRate: { amount: 100, carrier: 'UPS', method: 'Ground' } });
    expect(q.shipping).toBe(599);
    expect([q.carrier, q.method]).toEqual(['USPS', 'GroundAdvantage']);
    expect(q.shippingSource).toBe('computed');
  });

  it('taxes California at 11 % per line, rounded per line, unless a resale certificate is approved', () => {
    const items = [item({ quantity: 3 }), item({ sku: 'KEY', unitPrice: 999 })];
    // 37.50 × 11 % = 4.125 → 4.13; 9.99 × 11 % = 1.0989 → 1.10
    expect(quote({ items, destination: US_CA }).tax).toBe(413 + 110);
    expect(quote({ items, destination: US_CA }).lines.map((l) => l.tax)).toEqual([413, 110]);
    expect(quote({ items, destination: US_CA, resaleCertificateApproved: true }).tax).toBe(0);
    expect(quote({ items, destination: US_NY }).tax).toBe(0);
    expect(quote({ items, destination: { country: 'Canada', state: 'CA' } }).tax).toBe(0);
    // Rounded per line, then summed: two lines of 5 ¢ give 1 ¢ each, not 1 ¢ for the pair.
    const cheap = [item({ unitPrice: 5 }), item({ sku: 'B', unitPrice: 5 })];
    expect(quote({ items: cheap, destination: US_CA }).tax).toBe(2);
  });

  it('charges 3 % of items plus shipping, rounded half up', () => {
    // 10.00 + 5.50 = 15.50 → 0.465 → 0.47
    expect(quote({ items: [item({ unitPrice: 1000, shippingUs: 550 })] }).fee).toBe(47);
    // 10.00 + 5.49 = 15.49 → 0.4647 → 0.46
    expect(quote({ items: [item({ unitPrice: 1000, shippingUs: 549 })] }).fee).toBe(46);
  });

  it('the full worked example of the business rules adds up to $50.77', () => {
    const q = quote({
      items: [
        item({ sku: 'MUG', unitPrice: 1250, quantity: 2, shippingUs: 599 }),
        item({ sku: 'COASTER', unitPrice: 800, quantity: 1, shippingUs: 399 }),
      ],
      destination: US_CA,
      promoPercent: 10,
    });
    expect(q).toMatchObject({
      items: 3300,
      shipping: 1597,
      fee: 147,
      subtotal: 5044,
      tax: 363,
      discount: 330,
      total: 5077,
      carrier: 'USPS',
      method: 'GroundAdvantage',
      domestic: true,
      taxed: true,
      totalQuantity: 3,
    });
    expect(formatMoney(q.total)).toBe('$50.77');
  });

  it('the international example adds up to $31.40', () => {
    const q = quote({ destination: GERMANY, shippingOption: 'Expedited' });
    expect([q.items, q.shipping, q.fee, q.tax, q.discount, q.total]).toEqual([1250, 1799, 91, 0, 0, 3140]);
  });

  it('takes the promo off the items price only, after the fee', () => {
    const without = quote({ items: [item({ quantity: 2 })] });
    const withPromo = quote({ items: [item({ quantity: 2 })], promoPercent: 15 });
    expect(withPromo.discount).toBe(375); // 15 % of 25.00
    expect(withPromo.fee).toBe(without.fee);
    expect(withPromo.total).toBe(without.total - 375);
    expect(quote({ promoPercent: 100 }).discount).toBe(1250);
  });

  it('prices an empty cart at zero', () => {
    const q = quote({ items: [], destination: US_CA, promoPercent: 50 });
    expect([q.items, q.shipping, q.fee, q.subtotal, q.tax, q.discount, q.total, q.totalQuantity]).toEqual([
      0, 0, 0, 0, 0, 0, 0, 0,
    ]);
  });

  it('refuses bad input', () => {
    const bad: [Partial<QuoteInput>, RegExp][] = [
      [{ items: [item({ quantity: 0 })] }, /quantity of 11OZ-WHT/],
      [{ items: [item({ quantity: QUANTITY_MAX + 1 })] }, /quantity/],
      [{ items: [item({ quantity: 1.5 })] }, /quantity/],
      [{ items: [item({ unitPrice: -1 })] }, /unitPrice/],
      [{ items: [item({ unitPrice: 12.5 })] }, /unitPrice/],
      [{ items: [item({ shippingIntl: Number.NaN })] }, /shippingIntl/],
      [{ promoPercent: 0 }, /promoPercent/],
      [{ promoPercent: 101 }, /promoPercent/],
      [{ promoPercent: 10.5 }, /promoPercent/],
      [{ carrierRate: { amount: -5, carrier: 'X', method: 'Y' } }, /carrierRate/],
      [{ shippingOption: 'Overnight' as 'Standard' }, /shippingOption/],
      [{ items: [item({ unitPrice: Number.MAX_SAFE_INTEGER })] }, /too large/],
    ];
    for (const [over, message] of bad) expect(() => quote(over), String(message)).toThrow(message);
  });

  it('keeps the constants of the business rules', () => {
    expect([PROCESSING_FEE_BPS, CA_TAX_BPS]).toEqual([300, 1100]);
    expect([EXTRA_UNIT_STANDARD_CENTS, EXTRA_UNIT_EXPEDITED_CENTS, INTL_EXPEDITED_SURCHARGE_CENTS]).toEqual([
      499, 649, 300,
    ]);
    expect(CARRIER_RATE_MARKUP_BPS).toBe(CARRIER_RATE_MARKUP * 10_000);
    expect(CARRIERS.usStandard).toEqual({ carrier: 'USPS', method: 'GroundAdvantage' });
  });
});

describe('destination', () => {
  it('takes the United States, US, EE. UU. and an empty country as domestic', () => {
    for (const c of [
      'United States',
      'US',
      'EE. UU.',
      '',
      null,
      undefined,
      ' united  states ',
      'us',
      'EE.UU.',
    ]) {
      expect(isDomestic(c), String(c)).toBe(true);
    }
    // The form's 'code-name' values: the code or the name decides.
    for (const c of ['US-United States', 'US - United States', 'US-U.S.A.', 'USA-United States']) {
      expect(isDomestic(c), c).toBe(true);
    }
    for (const c of [
      'USA',
      'Canada',
      'Germany',
      'DE-Germany',
      'United States Minor Outlying Islands',
      'UM-United States Minor Outlying Islands',
      'Puerto Rico',
      '-',
    ]) {
      expect(isDomestic(c), c).toBe(false);
    }
  });

  it('takes CA and California as the taxed state', () => {
    for (const s of ['CA', 'ca', ' Ca ', 'California', 'CALIFORNIA']) expect(isTaxedState(s), s).toBe(true);
    for (const s of ['', 'NY', 'C A L', 'Cal', null]) expect(isTaxedState(s), String(s)).toBe(false);
  });

  it('ignores case and spaces in the domestic names (property)', () => {
    const scrambled = fc
      .tuple(fc.constantFrom('United States', 'US', 'EE. UU.'), fc.infiniteStream(fc.boolean()))
      .chain(([name, flips]) => {
        const it = flips[Symbol.iterator]();
        const cased = [...name].map((ch) => (it.next().value ? ch.toUpperCase() : ch.toLowerCase())).join('');
        return fc
          .array(fc.constantFrom(' ', '\t', ''), { minLength: cased.length + 1, maxLength: cased.length + 1 })
          .map((spaces) => [...cased].map((ch, i) => spaces[i] + ch).join('') + spaces[cased.length]);
      });
    fc.assert(fc.property(scrambled, (country) => isDomestic(country)));
  });
});

describe('applyBps', () => {
  it('is cents × bps / 10,000 rounded half up, exactly, even where cents × bps passes 2^53', () => {
    const ref = (c: number, bps: number) => Number((BigInt(c) * BigInt(bps) + 5000n) / 10_000n);
    fc.assert(
      fc.property(
        // cents × bps itself goes far past 2^53 here; the result stays a safe integer
        fc.oneof(
          fc.integer({ min: 0, max: 100_000 }),
          fc.integer({ min: 0, max: Math.floor(Number.MAX_SAFE_INTEGER / 2) }),
        ),
        fc.integer({ min: 0, max: 20_000 }),
        (c, bps) => applyBps(c, bps) === ref(c, bps),
      ),
    );
    expect(applyBps(50, 100)).toBe(1); // 0.5 → 1
    expect(applyBps(49, 100)).toBe(0);
  });
});

// ---- properties over random orders ----

const itemFields = {
  sku: fc.constantFrom('A', 'B', 'C', 'D'),
  // a few fixed prices make ties on the highest price common
  unitPrice: fc.oneof(
    fc.constantFrom(0, 999, 1250),
    fc.integer({ min: 0, max: 10_000 }),
    fc.integer({ min: 0, max: 10_000_000 }),
  ),
  quantity: fc.oneof(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: QUANTITY_MAX })),
  shippingUs: fc.integer({ min: 0, max: 5_000 }),
  shippingIntl: fc.integer({ min: 0, max: 10_000 }),
  shippingExpedited: fc.integer({ min: 0, max: 8_000 }),
};
const itemArb = fc.record(itemFields);
const countryArb = fc.oneof(
  fc.constantFrom('United States', 'US', 'EE. UU.', '', 'us', 'Canada', 'Germany', 'USA', 'MX-Mexico'),
  fc.string({ maxLength: 20 }),
);
const stateArb = fc.oneof(
  fc.constantFrom('CA', 'ca', 'California', 'NY', 'TX', ''),
  fc.string({ maxLength: 12 }),
);
const rateArb = fc.record({
  amount: fc.integer({ min: 0, max: 50_000 }),
  carrier: fc.constantFrom('UPS', 'FedEx', 'USPS'),
  method: fc.constantFrom('Ground', '2Day', 'Priority'),
});
const inputArb = fc.record({
  items: fc.array(itemArb, { minLength: 0, maxLength: 6 }),
  destination: fc.record({ country: countryArb, state: stateArb }),
  shippingOption: fc.constantFrom('Standard' as const, 'Expedited' as const),
  resaleCertificateApproved: fc.boolean(),
  promoPercent: fc.option(fc.integer({ min: 1, max: 100 }), { nil: null }),
  carrierRate: fc.option(rateArb, { nil: null }),
});
const nonEmptyInputArb = inputArb.filter((i) => i.items.length > 0);

// Independent references: integer formulas for small enough values (all of ours are).
const halfUp = (numerator: number, denominator: number) =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

const AMOUNTS = [
  'items',
  'shipping',
  'fee',
  'subtotal',
  'tax',
  'discount',
  'total',
  'totalQuantity',
] as const;

describe('quoteOrder properties', () => {
  it('every amount is a non-negative whole number of cents', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const q = quoteOrder(input);
        for (const k of AMOUNTS) expect(Number.isSafeInteger(q[k]) && q[k] >= 0, k).toBe(true);
        for (const l of q.lines)
          expect(Number.isSafeInteger(l.tax) && Number.isSafeInteger(l.price)).toBe(true);
      }),
    );
  });

  it('total = items + shipping + fee + tax − discount, and subtotal = items + shipping + fee', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const q = quoteOrder(input);
        expect(q.subtotal).toBe(q.items + q.shipping + q.fee);
        expect(q.total).toBe(q.items + q.shipping + q.fee + q.tax - q.discount);
        expect(q.total).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('items is Σ unit price × quantity and the fee is 3 % of items + shipping, half up', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const q = quoteOrder(input);
        expect(q.items).toBe(input.items.reduce((s, i) => s + i.unitPrice * i.quantity, 0));
        expect(q.totalQuantity).toBe(input.items.reduce((s, i) => s + i.quantity, 0));
        expect(q.fee).toBe(halfUp(3 * (q.items + q.shipping), 100));
      }),
    );
  });

  it('tax is 11 % per line only in California, in the US, without a certificate', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const q = quoteOrder(input);
        const taxed =
          isDomestic(input.destination.country) &&
          isTaxedState(input.destination.state) &&
          !input.resaleCertificateApproved;
        expect(q.taxed).toBe(taxed);
        // The quote says why a California order has no tax: the approved certificate.
        expect(q.taxExempt).toBe(
          isDomestic(input.destination.country) &&
            isTaxedState(input.destination.state) &&
            input.resaleCertificateApproved,
        );
        const expected = taxed
          ? input.items.reduce((s, i) => s + halfUp(11 * i.unitPrice * i.quantity, 100), 0)
          : 0;
        expect(q.tax).toBe(expected);
      }),
    );
  });

  it('a resale certificate or a destination outside California removes the tax and nothing else', () => {
    fc.assert(
      fc.property(nonEmptyInputArb, (input) => {
        const ca = quoteOrder({ ...input, destination: US_CA, resaleCertificateApproved: false });
        for (const other of [
          quoteOrder({ ...input, destination: US_CA, resaleCertificateApproved: true }),
          quoteOrder({ ...input, destination: US_NY, resaleCertificateApproved: false }),
        ]) {
          expect(other.tax).toBe(0);
          expect(other.total).toBe(ca.total - ca.tax);
        }
      }),
    );
  });

  it('the discount is the promo % of items, half up, never more than items, 0 without a promo', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const q = quoteOrder(input);
        expect(q.discount).toBeLessThanOrEqual(q.items);
        expect(q.discount).toBe(input.promoPercent == null ? 0 : halfUp(input.promoPercent * q.items, 100));
        const noPromo = quoteOrder({ ...input, promoPercent: null });
        expect([q.shipping, q.fee, q.tax]).toEqual([noPromo.shipping, noPromo.fee, noPromo.tax]);
        expect(q.total).toBe(noPromo.total - q.discount);
      }),
    );
  });

  it('shipping follows the rules: carrier rate × 1.6 for several units, else base + extra units', () => {
    fc.assert(
      fc.property(nonEmptyInputArb, (input) => {
        const q = quoteOrder(input);
        const domestic = isDomestic(input.destination.country);
        const expedited = input.shippingOption === 'Expedited';
        if (q.totalQuantity > 1 && input.carrierRate) {
          expect(q.shipping).toBe(halfUp(16 * input.carrierRate.amount, 10));
          expect([q.carrier, q.method]).toEqual([input.carrierRate.carrier, input.carrierRate.method]);
          return;
        }
        const top = Math.max(...input.items.map((i) => i.unitPrice));
        const bases = input.items
          .filter((i) => i.unitPrice === top)
          .map((i) =>
            domestic
              ? expedited
                ? i.shippingExpedited
                : i.shippingUs
              : i.shippingIntl + (expedited ? 300 : 0),
          );
        expect(q.shipping).toBe(Math.max(...bases) + (q.totalQuantity - 1) * (expedited ? 649 : 499));
        const label = !domestic
          ? CARRIERS.international
          : expedited
            ? CARRIERS.usExpedited
            : CARRIERS.usStandard;
        expect({ carrier: q.carrier, method: q.method }).toEqual(label);
      }),
    );
  });

  it('the order of the lines changes nothing', () => {
    // Orders whose lines often share the highest price, where a first-come choice would show.
    const tied = fc.record({
      items: fc.array(fc.record({ ...itemFields, unitPrice: fc.constantFrom(500, 1250) }), {
        minLength: 2,
        maxLength: 5,
      }),
      destination: fc.record({ country: countryArb, state: stateArb }),
      shippingOption: fc.constantFrom('Standard' as const, 'Expedited' as const),
      resaleCertificateApproved: fc.boolean(),
      promoPercent: fc.constant(null),
      carrierRate: fc.constant(null),
    });
    const shuffled = fc
      .oneof(nonEmptyInputArb, tied)
      .chain((input) =>
        fc
          .shuffledSubarray(input.items, { minLength: input.items.length, maxLength: input.items.length })
          .map((items) => [input, { ...input, items }] as const),
      );
    fc.assert(
      fc.property(shuffled, ([a, b]) => {
        const qa = quoteOrder(a);
        const qb = quoteOrder(b);
        const byLine = (q: typeof qa) => q.lines.map((l) => JSON.stringify(l)).sort();
        expect({ ...qb, lines: byLine(qb) }).toEqual({ ...qa, lines: byLine(qa) });
      }),
    );
  });

  it('one more unit of a line never lowers the total (with or without a promo)', () => {
    const arb = nonEmptyInputArb.chain((input) => {
      const open = input.items.flatMap((it, k) => (it.quantity < QUANTITY_MAX ? [k] : []));
      return fc.tuple(fc.constant(input), fc.constantFrom(...(open.length ? open : [-1])));
    });
    fc.assert(
      fc.property(arb, ([input, index]) => {
        if (index < 0) return;
        const more = {
          ...input,
          items: input.items.map((it, k) => (k === index ? { ...it, quantity: it.quantity + 1 } : it)),
        };
        const before = quoteOrder(input);
        // A carrier rate replaces the computed price from the second unit on, so it is compared only
        // between orders that both use it.
        if (input.carrierRate && before.totalQuantity === 1) return;
        const after = quoteOrder(more);
        // From the second unit on, a carrier rate may be $0 and an item free: equal is the least.
        if (after.shippingSource === 'carrier') expect(after.total).toBeGreaterThanOrEqual(before.total);
        else expect(after.total).toBeGreaterThan(before.total);
        expect(after.items).toBeGreaterThanOrEqual(before.items);
        expect(after.shipping).toBeGreaterThanOrEqual(before.shipping);
      }),
    );
  });

  it('leaves its input as it was', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const copy = structuredClone(input);
        quoteOrder(input);
        expect(input).toEqual(copy);
      }),
    );
  });
});
