import { type ShippingOption, shippingRateUnavailableMessage } from '@pressrun/domain';

export type Facility = 'east' | 'west';

export interface ShippingDestination {
  /**
   * ISO 3166 alpha-2 code ('US', 'CA'), a 'code-name' value of the shipping form's country list
   * ('CA-Canada'), or a domestic name ('United States', 'EE. UU.', empty).
   */
  country: string;
  state: string;
  zip: string;
  city?: string;
  street1?: string;
  street2?: string;
  name?: string;
}

export interface ShippingItem {
  sku: string;
  quantity: number;
  /** packed weight of one unit in ounces (see DEFAULT_WEIGHT_OZ_BY_TYPE when the catalogue has none) */
  weightOz: number;
  /** HS tariff number for customs; null or absent: looked up by sku (TARIFF_BY_SKU_PREFIX) */
  tariffNumber?: string | null;
  /** one unit's price in cents, declared on the customs form abroad */
  valueCents?: number;
  /** what the customs form calls the item (default: 'Printed <sku>') */
  description?: string;
}

export interface ShippingRateRequest {
  destination: ShippingDestination;
  option: ShippingOption;
  items: readonly ShippingItem[];
}

export interface CustomsLine {
  sku: string;
  quantity: number;
  tariffNumber: string | null;
}

export interface ShippingRate {
  /** the carrier's price in cents, before PressRun's markup (pricing applies that) */
  amountCents: number;
  carrier: string;
  method: string;
  facility: Facility;
  estimatedDays?: number;
  /** international parcels: each item with its tariff number, for the customs declaration */
  customs?: CustomsLine[];
  /** the provider's ids, when the rate comes from a provider (EasyPost's shipment and rate) */
  reference?: { shipmentId: string; rateId: string };
}

export interface ShippingRates {
  readonly kind: 'table' | 'easypost';
  /** Rates one parcel holding every item. Throws ShippingRateError for what the customer must see. */
  rate(request: ShippingRateRequest): Promise<ShippingRate>;
}

/**
 * - `invalid_address`: the address cannot be shipped to; `message` is the provider's own words,
 *   shown to the customer under 'Form Submission Error'.
 * - `unavailable`: the provider failed, timed out or offered no rate; `message` is for the log
 *   only, the customer reads `userMessage(supportEmail)`.
 */
export type ShippingRateErrorKind = 'invalid_address' | 'unavailable';

export class ShippingRateError extends Error {
  override readonly name = 'ShippingRateError';
  constructor(
    readonly kind: ShippingRateErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }

  /** What the customer reads. */
  userMessage(supportEmail: string): string {
    return this.kind === 'invalid_address' ? this.message : shippingRateUnavailableMessage(supportEmail);
  }
}
