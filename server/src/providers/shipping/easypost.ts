import { isDomestic, SHIPPING_MSG } from '@pressrun/domain';
import { checkDestination, chooseFacility, countryCode, FACILITIES } from './facility';
import { boxFor, customsLines, parcelWeightOz } from './parcel';
import {
  type Facility,
  type ShippingRate,
  ShippingRateError,
  type ShippingRateRequest,
  type ShippingRates,
} from './port';
import { RATE_TABLE, serviceKey } from './rate-table';

export const EASYPOST_DEFAULT_BASE_URL = 'https://api.easypost.com';

export interface EasyPostOptions {
  apiKey: string;
  baseUrl?: string;
  /** how long a rate may take before the customer is told to retry (default 10 s) */
  timeoutMs?: number;
  fetchFn?: typeof fetch;
}

/** One rate of EasyPost's shipment answer. */
interface EasyPostRate {
  id: string;
  carrier: string;
  service: string;
  rate: string;
  currency?: string;
  delivery_days?: number | null;
}

/** EasyPost's error body: `errors` holds field errors, or plain strings. */
interface EasyPostError {
  code?: string;
  message?: string;
  errors?: Array<{ field?: string; message?: string } | string>;
}

/** Rates a shipment through EasyPost's REST API (POST /v2/shipments), without the SDK. */
export class EasyPostShippingRates implements ShippingRates {
  readonly kind = 'easypost' as const;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly fetchFn: typeof fetch;

  constructor(private readonly options: EasyPostOptions) {
    this.baseUrl = (options.baseUrl ?? EASYPOST_DEFAULT_BASE_URL).replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.fetchFn = options.fetchFn ?? fetch;
  }

  async rate(request: ShippingRateRequest): Promise<ShippingRate> {
    checkDestination(request.destination);
    const facility = chooseFacility(request.destination);
    const domestic = isDomestic(request.destination.country);
    const shipment = await this.createShipment(shipmentBody(request, facility, domestic));
    const rate = pickRate(shipment.rates ?? [], domestic, serviceKey(domestic, request.option));
    if (!rate) {
      const why = (shipment.messages ?? []).map((m) => `${m.carrier ?? ''}: ${m.message ?? ''}`).join('; ');
      throw new ShippingRateError('unavailable', `EasyPost offered no fitting rate${why ? ` (${why})` : ''}`);
    }
    return {
      amountCents: decimalToCents(rate.rate),
      carrier: rate.carrier,
      method: rate.service,
      facility,
      ...(typeof rate.delivery_days === 'number' ? { estimatedDays: rate.delivery_days } : {}),
      ...(domestic ? {} : { customs: customsLines(request.items) }),
      reference: { shipmentId: shipment.id, rateId: rate.id },
    };
  }

  private async createShipment(body: unknown): Promise<{
    id: string;
    rates?: EasyPostRate[];
    messages?: Array<{ carrier?: string; message?: string }>;
  }> {
    let res: Response;
    let text: string;
    try {
      res = await this.fetchFn(`${this.baseUrl}/v2/shipments`, {
        method: 'POST',
        headers: {
          // HTTP Basic with the API key as the user name and no password.
          authorization: `Basic ${Buffer.from(`${this.options.apiKey}:`).toString('base64')}`,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
        // The same signal bounds reading the body, so a server that stalls mid-answer times out too.
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await res.text();
    } catch (err) {
      throw new ShippingRateError('unavailable', `EasyPost did not answer: ${(err as Error).message}`, {
        cause: err,
      });
    }
    const json = parseJson(text);
    if (res.ok) {
      const shipment = json as { id?: unknown; rates?: unknown } | null;
      if (!shipment || typeof shipment.id !== 'string' || !Array.isArray(shipment.rates)) {
        throw new ShippingRateError('unavailable', `EasyPost answered ${res.status} without a shipment`);
      }
      return shipment as { id: string; rates: EasyPostRate[] };
    }
    const error = ((json as { error?: EasyPostError } | null)?.error ?? {}) as EasyPostError;
    if (res.status >= 400 && res.status < 500 && isAddressError(error)) {
      throw new ShippingRateError('invalid_address', addressMessage(error));
    }
    // A bad API key, an empty balance, a rate limit or an outage: not the customer's to fix.
    throw new ShippingRateError(
      'unavailable',
      `EasyPost answered ${res.status} ${error.code ?? ''} ${error.message ?? text.slice(0, 200)}`.trim(),
    );
  }
}

function shipmentBody(request: ShippingRateRequest, facility: Facility, domestic: boolean) {
  const d = request.destination;
  const weightOz = parcelWeightOz(request.items);
  const from = FACILITIES[facility];
  const to = {
    name: d.name?.trim() || undefined,
    street1: d.street1?.trim() || undefined,
    street2: d.street2?.trim() || undefined,
    city: d.city?.trim() || undefined,
    state: d.state.trim(),
    zip: d.zip.trim(),
    country: countryCode(d.country),
    // Checked strictly, so an undeliverable US address is refused (ADDRESS.VERIFY.FAILURE) instead
    // of rated. Verification needs a street; without one the rate goes by zip alone.
    ...(domestic && d.street1?.trim() ? { verify_strict: true } : {}),
  };
  return {
    shipment: {
      to_address: to,
      from_address: from,
      parcel: { weight: Math.ceil(weightOz * 10) / 10, ...boxFor(weightOz) },
      ...(domestic ? {} : { customs_info: customsInfo(request, from.name) }),
    },
  };
}

function customsInfo(request: ShippingRateRequest, signer: string) {
  const tariffs = customsLines(request.items);
  return {
    contents_type: 'merchandise',
    customs_certify: true,
    customs_signer: signer,
    eel_pfc: 'NOEEI 30.37(a)',
    non_delivery_option: 'return',
    restriction_type: 'none',
    customs_items: request.items.map((item, i) => ({
      description: item.description?.trim() || `Printed ${item.sku}`,
      code: item.sku,
      quantity: item.quantity,
      // EasyPost wants the line's total value in dollars and its total weight in ounces.
      value: ((item.valueCents ?? 0) * item.quantity) / 100,
      weight: Math.ceil(item.weightOz * item.quantity * 10) / 10,
      origin_country: 'US',
      ...(tariffs[i]!.tariffNumber ? { hs_tariff_number: tariffs[i]!.tariffNumber } : {}),
    })),
  };
}

/**
 * At home the wanted service (USPS GroundAdvantage or Priority) or nothing; abroad DHL eCommerce's
 * international standard when offered, else the cheapest rate. Only US dollar rates count.
 */
function pickRate(
  rates: EasyPostRate[],
  domestic: boolean,
  key: ReturnType<typeof serviceKey>,
): EasyPostRate | undefined {
  const usable = rates.filter(
    (r) => (r.currency ?? 'USD') === 'USD' && typeof r.rate === 'string' && CENTS.test(r.rate.trim()),
  );
  const wanted = RATE_TABLE[key];
  const exact = usable.find((r) => r.carrier === wanted.carrier && r.service === wanted.method);
  if (exact || domestic) return exact;
  return usable.reduce<EasyPostRate | undefined>(
    (best, r) => (!best || decimalToCents(r.rate) < decimalToCents(best.rate) ? r : best),
    undefined,
  );
}

const CENTS = /^(\d+)(?:\.(\d*))?$/;

/** '12.34' → 1234 from the digits themselves (no float arithmetic); a third decimal rounds half up. */
export function decimalToCents(amount: string): number {
  const m = CENTS.exec(amount.trim());
  if (!m) throw new RangeError(`Not an amount: ${amount}`);
  const decimals = (m[2] ?? '').padEnd(3, '0');
  const cents = Number(m[1]) * 100 + Number(decimals.slice(0, 2));
  return Number(decimals[2]) >= 5 ? cents + 1 : cents;
}

const ADDRESS_FIELD = /^(to_address|address|street1|street2|city|state|zip|country)\b/;

/** An error about the destination: EasyPost's ADDRESS.* codes, or a field error on the to-address. */
function isAddressError(error: EasyPostError): boolean {
  if (error.code?.startsWith('ADDRESS.')) return true;
  return (error.errors ?? []).some((e) => typeof e === 'object' && ADDRESS_FIELD.test(e.field ?? ''));
}

/** EasyPost's message, with its field messages when they add something ('House number is missing'). */
function addressMessage(error: EasyPostError): string {
  const main = error.message?.trim() || SHIPPING_MSG.addressUnverified;
  const details = (error.errors ?? [])
    .map((e) => (typeof e === 'string' ? e : (e.message ?? '')).trim())
    .filter((m) => m !== '' && m !== main);
  return details.length > 0 ? `${main} (${[...new Set(details)].join('; ')})` : main;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
