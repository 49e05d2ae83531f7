import { shippingRateUnavailableMessage } from '@pressrun/domain';
import { describe, expect, it } from 'vitest';
import { EasyPostShippingRates } from './easypost';
import { chooseFacility, countryCode, domesticZone } from './facility';
import { createShippingRates } from './index';
import { ShippingRateError, type ShippingRateRequest } from './port';
import { defaultWeightOz, tariffFor } from './products';
import { TableShippingRates } from './table';

const rates = new TableShippingRates();
const mug = { sku: '21101', quantity: 1, weightOz: 20 };
const us = (zip: string, country = 'US') => ({
  country,
  state: 'NY',
  zip,
  city: 'New York',
  street1: '1 Main St',
});
const req = (over: Partial<ShippingRateRequest> = {}): ShippingRateRequest => ({
  destination: us('10001'),
  option: 'Standard',
  items: [mug],
  ...over,
});

async function refusal(p: Promise<unknown>): Promise<ShippingRateError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ShippingRateError);
  return err as ShippingRateError;
}

describe('facility', () => {
  it('ships US zips starting with 8 or 9 from the west, the rest and all abroad from the east', () => {
    expect(chooseFacility(us('94107'))).toBe('west');
    expect(chooseFacility(us('80202'))).toBe('west');
    expect(chooseFacility(us('99501-1234', 'United States'))).toBe('west');
    expect(chooseFacility(us('98101', 'EE. UU.'))).toBe('west');
    expect(chooseFacility(us('10001'))).toBe('east');
    expect(chooseFacility(us('75201'))).toBe('east');
    expect(chooseFacility(us('00901'))).toBe('east');
    // A foreign postal code that starts with 9 still ships from the east.
    expect(chooseFacility(us('90210', 'DE-Germany'))).toBe('east');
    expect(chooseFacility(us('V6B 1A1', 'CA'))).toBe('east');
  });

  it('zones by zip-region distance, non-contiguous zips in zone 5', () => {
    expect(domesticZone('east', '07030')).toBe(1);
    expect(domesticZone('east', '10001')).toBe(2);
    expect(domesticZone('east', '33101')).toBe(3);
    expect(domesticZone('east', '75201')).toBe(4);
    expect(domesticZone('west', '94107')).toBe(1);
    expect(domesticZone('west', '80202')).toBe(2);
    expect(domesticZone('west', '99501')).toBe(5); // Alaska
    expect(domesticZone('west', '96813')).toBe(5); // Hawaii
    expect(domesticZone('east', '00901')).toBe(5); // Puerto Rico
  });

  it('turns the form country values into ISO codes', () => {
    expect(countryCode('United States')).toBe('US');
    expect(countryCode('')).toBe('US');
    expect(countryCode('CA-Canada')).toBe('CA');
    expect(countryCode('de')).toBe('DE');
    expect(countryCode('Germany')).toBe('Germany');
  });
});

describe('table shipping rates', () => {
  it('names USPS GroundAdvantage for US Standard and USPS Priority for US Expedited', async () => {
    await expect(rates.rate(req())).resolves.toMatchObject({
      carrier: 'USPS',
      method: 'GroundAdvantage',
      facility: 'east',
      amountCents: 870, // 20 oz, zone 2
      estimatedDays: 3,
    });
    await expect(rates.rate(req({ option: 'Expedited' }))).resolves.toMatchObject({
      carrier: 'USPS',
      method: 'Priority',
      amountCents: 1050,
      estimatedDays: 2,
    });
  });

  it('names DHL eCommerce international standard abroad, for either option', async () => {
    for (const option of ['Standard', 'Expedited'] as const) {
      const rate = await rates.rate(req({ option, destination: us('M5V 2T6', 'CA-Canada') }));
      expect(rate).toMatchObject({
        carrier: 'DhlEcs',
        method: 'DHLParcelInternationalStandard',
        facility: 'east',
      });
      expect(rate.amountCents).toBe(1890); // 20 oz, Canada
    }
    const germany = await rates.rate(req({ destination: us('10115', 'DE') }));
    expect(germany.amountCents).toBe(2590); // 20 oz, rest of the world
  });

  it('prices by the weight bracket of the whole parcel', async () => {
    const price = async (items: ShippingRateRequest['items']) =>
      (await rates.rate(req({ items }))).amountCents;
    expect(await price([{ sku: 'KC1525', quantity: 1, weightOz: 2 }])).toBe(460);
    expect(await price([{ sku: 'X', quantity: 1, weightOz: 16 }])).toBe(750); // on the bracket's edge
    expect(await price([{ sku: 'X', quantity: 1, weightOz: 16.1 }])).toBe(870);
    expect(await price([{ ...mug, quantity: 2 }])).toBe(950); // 40 oz
    expect(await price([mug, { sku: 'KC1525', quantity: 5, weightOz: 2 }])).toBe(870); // 30 oz
    expect(await price([{ sku: 'X', quantity: 1, weightOz: 320 }])).toBe(2450); // the last bracket
    expect(await price([{ sku: 'X', quantity: 1, weightOz: 321 }])).toBe(2450 + 120); // + 1 started pound
    expect(await price([{ sku: 'X', quantity: 1, weightOz: 337 }])).toBe(2450 + 2 * 120);
  });

  it('costs more the farther the zone', async () => {
    const at = async (zip: string) => (await rates.rate(req({ destination: us(zip) }))).amountCents;
    expect([
      await at('07030'),
      await at('10001'),
      await at('33101'),
      await at('75201'),
      await at('00901'),
    ]).toEqual([820, 870, 950, 1080, 1400]);
  });

  it('attaches each item tariff number abroad, and none at home', async () => {
    const items = [
      mug,
      { sku: '20301', quantity: 2, weightOz: 8 },
      { sku: 'TB1516-BK', quantity: 1, weightOz: 8 },
      { sku: '21501', quantity: 1, weightOz: 20, tariffNumber: '6912.00.4810' },
      { sku: 'ZZ9', quantity: 1, weightOz: 4 },
    ];
    const abroad = await rates.rate(req({ items, destination: us('75008', 'FR-France') }));
    expect(abroad.customs).toEqual([
      { sku: '21101', quantity: 1, tariffNumber: '6912.00' },
      { sku: '20301', quantity: 2, tariffNumber: '6911.10' },
      { sku: 'TB1516-BK', quantity: 1, tariffNumber: '4202.92' },
      { sku: '21501', quantity: 1, tariffNumber: '6912.00.4810' },
      { sku: 'ZZ9', quantity: 1, tariffNumber: null },
    ]);
    expect((await rates.rate(req({ items }))).customs).toBeUndefined();
  });

  it('refuses a US zip that is not 5 digits or ZIP+4 as an invalid address', async () => {
    for (const zip of ['1234', '123456', 'ABCDE', '12345-678', '12345 6789']) {
      const err = await refusal(rates.rate(req({ destination: us(zip) })));
      expect(err.kind).toBe('invalid_address');
      expect(err.message).toBe('Please enter a valid Zip Code: 5 digits, or ZIP+4 (12345-6789).');
    }
    const missing = await refusal(rates.rate(req({ destination: us('  ', 'United States') })));
    expect(missing).toMatchObject({ kind: 'invalid_address', message: 'Zip Code is Required' });
    await expect(rates.rate(req({ destination: us(' 12345-6789 ') }))).resolves.toMatchObject({
      facility: 'east',
    });
    // Abroad the postal code is the carrier's business.
    await expect(rates.rate(req({ destination: us('SW1A 1AA', 'GB') }))).resolves.toMatchObject({
      carrier: 'DhlEcs',
    });
  });

  it('treats an empty order or a nonsense quantity or weight as a bug, not an address problem', async () => {
    await expect(rates.rate(req({ items: [] }))).rejects.toThrow(RangeError);
    await expect(rates.rate(req({ items: [{ ...mug, quantity: 0 }] }))).rejects.toThrow(RangeError);
    await expect(rates.rate(req({ items: [{ ...mug, weightOz: Number.NaN }] }))).rejects.toThrow(RangeError);
  });
});

describe('products', () => {
  it('knows a default packed weight per product type', () => {
    expect(defaultWeightOz('Mug')).toBe(20);
    expect(defaultWeightOz('Poster')).toBe(12);
    expect(defaultWeightOz('Something New')).toBe(16);
  });

  it('finds the tariff by the longest sku prefix, the request first', () => {
    expect(tariffFor('21101')).toBe('6912.00');
    expect(tariffFor('20301')).toBe('6911.10');
    expect(tariffFor('pl1616')).toBe('9404.90');
    expect(tariffFor('21101', ' 6912.00.1000 ')).toBe('6912.00.1000');
    expect(tariffFor('21101', '')).toBe('6912.00');
  });
});

describe('choosing the adapter', () => {
  it('uses EasyPost only when an API key is configured', () => {
    expect(
      createShippingRates({ easypostApiKey: null, easypostBaseUrl: 'https://api.easypost.com' }),
    ).toBeInstanceOf(TableShippingRates);
    expect(createShippingRates({ easypostApiKey: 'ek', easypostBaseUrl: 'http://x' })).toBeInstanceOf(
      EasyPostShippingRates,
    );
  });

  it('tells the customer what to do when no rate can be had', () => {
    const err = new ShippingRateError('unavailable', 'EasyPost answered 503');
    expect(err.userMessage('help@press.example')).toBe(
      'There was a problem attempting to retrieve a shipping rate for this order. If this problem persists please contact our support team at help@press.example.',
    );
    expect(err.userMessage('a@b.example')).toBe(shippingRateUnavailableMessage('a@b.example'));
    expect(new ShippingRateError('invalid_address', 'Address not found').userMessage('x@y.example')).toBe(
      'Address not found',
    );
  });
});
