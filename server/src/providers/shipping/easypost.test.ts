import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decimalToCents, EasyPostShippingRates } from './easypost';
import { ShippingRateError, type ShippingRateRequest } from './port';

// A local stand-in for EasyPost's API: it records each request and answers as `reply` says.

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  body: {
    shipment: {
      to_address: Record<string, unknown>;
      from_address: Record<string, unknown>;
      parcel: Record<string, number>;
      customs_info?: { customs_items: Array<Record<string, unknown>> } & Record<string, unknown>;
    };
  };
}

let server: Server;
let baseUrl: string;
let seen: Seen[] = [];
let reply: (res: ServerResponse) => void;

const json = (status: number, body: unknown) => (res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};
const rate = (id: string, carrier: string, service: string, amount: string, days: number | null = 3) => ({
  id,
  object: 'Rate',
  carrier,
  service,
  rate: amount,
  currency: 'USD',
  delivery_days: days,
  shipment_id: 'shp_1',
});
const shipment = (rates: unknown[], messages: unknown[] = []) =>
  json(201, { id: 'shp_1', object: 'Shipment', rates, messages });

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let data = '';
    req.on('data', (c) => {
      data += c;
    });
    req.on('end', () => {
      seen.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        body: JSON.parse(data || '{}'),
      });
      reply(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
});

const adapter = (timeoutMs = 2_000) =>
  new EasyPostShippingRates({ apiKey: 'EZTK_secret', baseUrl, timeoutMs });

const home: ShippingRateRequest = {
  destination: {
    country: 'United States',
    state: 'NY',
    zip: '10001',
    city: 'New York',
    street1: '350 5th Ave',
    name: 'Ada Lovelace',
  },
  option: 'Standard',
  items: [
    { sku: '21101', quantity: 2, weightOz: 20, valueCents: 695 },
    { sku: 'KC1525', quantity: 1, weightOz: 2.25 },
  ],
};
const abroad: ShippingRateRequest = {
  ...home,
  destination: {
    country: 'CA-Canada',
    state: 'ON',
    zip: 'M5V 2T6',
    city: 'Toronto',
    street1: '290 Bremner Blvd',
  },
};

const US_RATES = [
  rate('rate_pri', 'USPS', 'Priority', '12.10', 2),
  rate('rate_ga', 'USPS', 'GroundAdvantage', '8.29', 4),
  rate('rate_ups', 'UPS', 'Ground', '6.00', 5),
];

async function refusal(p: Promise<unknown>): Promise<ShippingRateError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ShippingRateError);
  return err as ShippingRateError;
}

describe('EasyPost shipping rates', () => {
  it('creates a shipment with Basic auth and the documented body', async () => {
    reply = shipment(US_RATES);
    await adapter().rate(home);
    expect(seen).toHaveLength(1);
    const [req] = seen;
    expect(req!.method).toBe('POST');
    expect(req!.url).toBe('/v2/shipments');
    expect(req!.authorization).toBe(`Basic ${Buffer.from('EZTK_secret:').toString('base64')}`);
    expect(req!.body.shipment.to_address).toEqual({
      name: 'Ada Lovelace',
      street1: '350 5th Ave',
      city: 'New York',
      state: 'NY',
      zip: '10001',
      country: 'US',
      verify_strict: true,
    });
    expect(req!.body.shipment.from_address).toMatchObject({ zip: '07094', state: 'NJ', country: 'US' });
    expect(req!.body.shipment.parcel).toEqual({ weight: 42.3, length: 12, width: 10, height: 6 });
    expect(req!.body.shipment.customs_info).toBeUndefined();
  });

  it('picks USPS GroundAdvantage for Standard, in exact cents', async () => {
    reply = shipment(US_RATES);
    await expect(adapter().rate(home)).resolves.toEqual({
      amountCents: 829,
      carrier: 'USPS',
      method: 'GroundAdvantage',
      facility: 'east',
      estimatedDays: 4,
      reference: { shipmentId: 'shp_1', rateId: 'rate_ga' },
    });
  });

  it('picks USPS Priority for Expedited, and ships the west from the west', async () => {
    reply = shipment(US_RATES);
    const rate = await adapter().rate({
      ...home,
      option: 'Expedited',
      destination: { ...home.destination, state: 'CA', zip: '94107' },
    });
    expect(rate).toMatchObject({ amountCents: 1210, carrier: 'USPS', method: 'Priority', facility: 'west' });
    expect(seen[0]!.body.shipment.from_address).toMatchObject({ zip: '91761', state: 'CA' });
  });

  it('abroad prefers DHL eCommerce, and sends the customs form with tariff numbers', async () => {
    reply = shipment([
      rate('rate_pmi', 'USPS', 'PriorityMailInternational', '45.00'),
      rate('rate_dhl', 'DhlEcs', 'DHLParcelInternationalStandard', '25.61', 8),
      rate('rate_fci', 'USPS', 'FirstClassPackageInternationalService', '19.99'),
    ]);
    const result = await adapter().rate(abroad);
    expect(result).toMatchObject({
      amountCents: 2561,
      carrier: 'DhlEcs',
      method: 'DHLParcelInternationalStandard',
    });
    expect(result.customs).toEqual([
      { sku: '21101', quantity: 2, tariffNumber: '6912.00' },
      { sku: 'KC1525', quantity: 1, tariffNumber: '4421.99' },
    ]);
    const body = seen[0]!.body.shipment;
    expect(body.to_address).toMatchObject({ country: 'CA', zip: 'M5V 2T6' });
    expect(body.to_address.verify_strict).toBeUndefined();
    expect(body.customs_info).toMatchObject({ contents_type: 'merchandise', customs_certify: true });
    expect(body.customs_info!.customs_items).toEqual([
      expect.objectContaining({
        code: '21101',
        quantity: 2,
        value: 13.9,
        weight: 40,
        hs_tariff_number: '6912.00',
      }),
      expect.objectContaining({
        code: 'KC1525',
        quantity: 1,
        value: 0,
        weight: 2.3,
        hs_tariff_number: '4421.99',
      }),
    ]);
  });

  it('abroad without DHL takes the cheapest dollar rate', async () => {
    reply = shipment([
      rate('rate_pmi', 'USPS', 'PriorityMailInternational', '45.00'),
      { ...rate('rate_cad', 'CanadaPost', 'Expedited', '3.00'), currency: 'CAD' },
      rate('rate_fci', 'USPS', 'FirstClassPackageInternationalService', '19.99'),
    ]);
    await expect(adapter().rate(abroad)).resolves.toMatchObject({
      amountCents: 1999,
      method: 'FirstClassPackageInternationalService',
    });
  });

  it('is unavailable when the wanted US service is not offered', async () => {
    reply = shipment(
      [rate('rate_ups', 'UPS', 'Ground', '6.00')],
      [{ carrier: 'USPS', message: 'rate timeout' }],
    );
    const err = await refusal(adapter().rate(home));
    expect(err.kind).toBe('unavailable');
    expect(err.message).toContain('USPS: rate timeout');
  });

  it('maps an address verification failure (422) to invalid_address with EasyPost’s message', async () => {
    reply = json(422, {
      error: {
        code: 'ADDRESS.VERIFY.FAILURE',
        message: 'Address not found',
        errors: [
          { field: 'address', message: 'Address not found', suggestion: null },
          { field: 'street1', message: 'House number is missing', suggestion: null },
        ],
      },
    });
    const err = await refusal(adapter().rate(home));
    expect(err.kind).toBe('invalid_address');
    expect(err.message).toBe('Address not found (House number is missing)');
  });

  it('maps a field error on the to-address to invalid_address, and string errors too', async () => {
    reply = json(422, {
      error: {
        code: 'SHIPMENT.INVALID_PARAMS',
        message: 'Invalid zip',
        errors: [{ field: 'to_address.zip' }],
      },
    });
    expect(await refusal(adapter().rate(home))).toMatchObject({
      kind: 'invalid_address',
      message: 'Invalid zip',
    });
    reply = json(400, {
      error: { code: 'ADDRESS.COUNTRY.INVALID', message: '', errors: ['Unknown country'] },
    });
    expect(await refusal(adapter().rate(abroad))).toMatchObject({
      kind: 'invalid_address',
      message: 'The shipping address could not be verified. (Unknown country)',
    });
  });

  it('treats a server error, a refused key or a garbled answer as unavailable', async () => {
    reply = json(500, { error: { code: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong' } });
    expect((await refusal(adapter().rate(home))).kind).toBe('unavailable');
    reply = json(401, { error: { code: 'APIKEY.INACTIVE', message: 'This api key is no longer active.' } });
    expect((await refusal(adapter().rate(home))).kind).toBe('unavailable');
    reply = (res) => res.writeHead(200).end('<html>maintenance</html>');
    expect((await refusal(adapter().rate(home))).kind).toBe('unavailable');
  });

  it('gives up on a server that never answers after the timeout', async () => {
    reply = () => {}; // holds the request open
    const started = performance.now();
    const err = await refusal(adapter(50).rate(home));
    expect(err.kind).toBe('unavailable');
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('treats a server that cannot be reached as unavailable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const err = await refusal(
      new EasyPostShippingRates({ apiKey: 'k', baseUrl: `http://127.0.0.1:${port}` }).rate(home),
    );
    expect(err.kind).toBe('unavailable');
  });

  it('refuses a malformed US zip before calling EasyPost', async () => {
    reply = shipment(US_RATES);
    const err = await refusal(adapter().rate({ ...home, destination: { ...home.destination, zip: '1001' } }));
    expect(err.kind).toBe('invalid_address');
    expect(seen).toHaveLength(0);
  });
});

describe('decimalToCents', () => {
  it('reads a decimal string as exact cents', () => {
    // Float arithmetic gets these wrong: 0.29 * 100 = 28.999…, 4.35 * 100 = 434.999…
    expect(decimalToCents('0.29')).toBe(29);
    expect(decimalToCents('4.35')).toBe(435);
    expect(decimalToCents('1.15')).toBe(115);
    expect(decimalToCents('12.34')).toBe(1234);
    expect(decimalToCents('7')).toBe(700);
    expect(decimalToCents('12.3')).toBe(1230);
    expect(decimalToCents('1.005')).toBe(101);
    expect(decimalToCents('1.004')).toBe(100);
    expect(decimalToCents('1234567.89')).toBe(123456789);
    expect(() => decimalToCents('-1.00')).toThrow(RangeError);
    expect(() => decimalToCents('12,34')).toThrow(RangeError);
  });
});
