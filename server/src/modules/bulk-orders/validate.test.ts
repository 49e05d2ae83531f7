import { PRICING_MSG, SHIP_TO_MSG } from '@pressrun/domain';
import { describe, expect, it } from 'vitest';
import { BULK_MSG } from './messages';
import type { FileRow } from './parse';
import { HEADER } from './test-files';
import { checkRow, columnsOf, countryCodeOf, groupOrders } from './validate';

const header = HEADER.split(',');
const cols = columnsOf(header);
if (!('index' in cols)) throw new Error('the test header is complete');
const ART = '/media/artwork/a1/logo.png';
const artwork = new Map([[ART, 41]]);

let line = 1;
/** A row of the sample's columns, with a good Los Angeles order unless a cell is given. */
function row(cells: Partial<Record<(typeof header)[number], string>> = {}): FileRow {
  const good: Record<string, string> = {
    po: 'A1',
    first_name: 'Jane',
    last_name: 'Doe',
    street_address: '123 Main St',
    street_address_2: '',
    city: 'Los Angeles',
    state: 'CA',
    zip_code: '90001',
    country: 'United States',
    shipping_option: 'Standard',
    sku: '21101',
    quantity: '2',
    artwork_url: ART,
    template_id: '',
  };
  line += 1;
  return { line, cells: header.map((h) => cells[h] ?? good[h]!) };
}
const check = (cells: Parameters<typeof row>[0]) => checkRow(row(cells), cols.index, artwork);

describe('the columns of an order file', () => {
  it('finds them whatever their case and spacing, and names the missing ones', () => {
    expect(
      'index' in
        columnsOf([
          'PO',
          'First Name',
          'last_name',
          'Street Address',
          'city',
          'STATE',
          'zip code',
          'country',
          'shipping-option',
          'quantity',
          'template_id',
        ]),
    ).toBe(true);
    expect(columnsOf(['po', 'first_name'])).toEqual({
      missing: [
        'last_name',
        'street_address',
        'city',
        'state',
        'zip_code',
        'country',
        'shipping_option',
        'quantity',
        'sku',
        'artwork_url',
      ],
    });
  });
});

describe('a row, checked with the order review rules', () => {
  it('takes a good row: ship-to as the form keeps it, the item by sku and file', () => {
    const r = check({});
    expect(r.errors).toEqual([]);
    expect(r.shipTo).toMatchObject({
      firstName: 'Jane',
      street1: '123 Main St',
      country: 'US',
      state: 'CA',
      zip: '90001',
    });
    expect(r.item).toEqual({ sku: '21101', artworkFileId: 41, quantity: 2 });
    expect(
      check({ sku: '', artwork_url: '', template_id: '12', shipping_option: 'expedited' }),
    ).toMatchObject({
      errors: [],
      shippingOption: 'Expedited',
      item: { templateId: 12, quantity: 2 },
    });
  });

  it("lists every missing field in the form's own words, each with its column", () => {
    const r = check({
      first_name: '',
      last_name: ' ',
      street_address: '',
      city: '',
      state: '',
      zip_code: '',
    });
    expect(r.errors).toEqual([
      { column: 'first_name', message: SHIP_TO_MSG.firstName },
      { column: 'last_name', message: SHIP_TO_MSG.lastName },
      { column: 'street_address', message: SHIP_TO_MSG.street1 },
      { column: 'city', message: SHIP_TO_MSG.city },
      { column: 'state', message: SHIP_TO_MSG.state },
      { column: 'zip_code', message: SHIP_TO_MSG.zip },
    ]);
    expect(check({ country: 'Atlantis' }).errors).toEqual([
      { column: 'country', message: SHIP_TO_MSG.country },
    ]);
    expect(check({ zip_code: '9000' }).errors).toEqual([{ column: 'zip_code', message: SHIP_TO_MSG.usZip }]);
    expect(check({ state: 'ZZ' }).errors).toEqual([{ column: 'state', message: SHIP_TO_MSG.usState }]);
  });

  it('checks the PO, shipping option, quantity and the item, each with its column', () => {
    expect(check({ po: '' }).errors).toEqual([{ column: 'po', message: BULK_MSG.po }]);
    expect(check({ shipping_option: 'Overnight' }).errors).toEqual([
      { column: 'shipping_option', message: PRICING_MSG.shippingOption },
    ]);
    for (const q of ['0', '1000', '1e2', 'two', ''])
      expect(check({ quantity: q }).errors, q).toEqual([
        { column: 'quantity', message: PRICING_MSG.quantity },
      ]);
    expect(check({ sku: '', artwork_url: '' }).errors).toEqual([
      { column: 'template_id', message: BULK_MSG.item },
    ]);
    expect(check({ artwork_url: 'https://example.com/artwork/logo.png' }).errors).toEqual([
      { column: 'artwork_url', message: BULK_MSG.artwork },
    ]);
    expect(check({ sku: '', template_id: 'abc' }).errors).toEqual([
      { column: 'template_id', message: BULK_MSG.templateId },
    ]);
  });

  it('reads a country as a code, code-name or name', () => {
    expect(['US', 'us', 'US-United States', 'united states', 'Canada'].map(countryCodeOf)).toEqual([
      'US',
      'US',
      'US',
      'US',
      'CA',
    ]);
  });
});

describe('rows grouped into orders by PO', () => {
  it('makes one order per PO with its items, in the order POs first appear', () => {
    const rows = [check({ po: 'B' }), check({ po: 'A', sku: '21102' }), check({ po: 'B', quantity: '3' })];
    const { orders, rowErrors } = groupOrders(rows, 'term');
    expect(rowErrors.size).toBe(0);
    expect(orders.map((o) => [o.po, o.lines.length, o.input.paymentType])).toEqual([
      ['B', 2, 'term'],
      ['A', 1, 'term'],
    ]);
    expect(orders[0]!.input.items.map((i) => i.quantity)).toEqual([2, 3]);
  });

  it('holds back an order with a bad row, telling each row why', () => {
    const good = check({ po: 'C' });
    const bad = check({ po: 'C', quantity: '0' });
    const { orders, rowErrors } = groupOrders([good, bad, check({ po: 'D' })], 'default_card');
    expect(orders.map((o) => o.po)).toEqual(['D']);
    expect(rowErrors.get(good.line)).toEqual([{ column: 'po', message: BULK_MSG.otherRow('C') }]);
    expect(rowErrors.get(bad.line)).toEqual([{ column: 'quantity', message: PRICING_MSG.quantity }]);
  });

  it('holds back an order whose rows ship to different addresses', () => {
    const a = check({ po: 'E' });
    const b = check({ po: 'E', city: 'Pasadena' });
    const { orders, rowErrors } = groupOrders([a, b], 'default_card');
    expect(orders).toEqual([]);
    expect(rowErrors.get(b.line)).toEqual([{ column: 'po', message: BULK_MSG.orderMismatch('E') }]);
  });
});
