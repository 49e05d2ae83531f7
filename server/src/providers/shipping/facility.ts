import { isDomestic, SHIPPING_MSG } from '@pressrun/domain';
import { type Facility, type ShippingDestination, ShippingRateError } from './port';

/** The production facilities parcels ship from (the `from_address` of a carrier shipment). */
export const FACILITIES: Record<
  Facility,
  { name: string; street1: string; city: string; state: string; zip: string; country: 'US'; phone: string }
> = {
  // The phone on a label is a placeholder of zeros: customers call support, not the plant.
  east: {
    name: 'PressRun East',
    street1: '400 Meadowlands Pkwy',
    city: 'Secaucus',
    state: 'NJ',
    zip: '07094',
    country: 'US',
    phone: '0000000000',
  },
  west: {
    name: 'PressRun West',
    street1: '1500 S Milliken Ave',
    city: 'Ontario',
    state: 'CA',
    zip: '91761',
    country: 'US',
    phone: '0000000000',
  },
};

/** A US zip code: 5 digits, or ZIP+4 (12345-6789). */
export const US_ZIP = /^\d{5}(-\d{4})?$/;

/**
 * Throws invalid_address for a destination no carrier could take: a US address without a zip, or
 * with one that is not 5 digits or ZIP+4. Abroad, postal codes take too many forms to check here.
 */
export function checkDestination(d: ShippingDestination): void {
  if (!isDomestic(d.country)) return;
  const zip = d.zip.trim();
  if (zip === '') throw new ShippingRateError('invalid_address', SHIPPING_MSG.zipRequired);
  if (!US_ZIP.test(zip)) throw new ShippingRateError('invalid_address', SHIPPING_MSG.zipInvalid);
}

/**
 * The facility nearer the customer: US zips starting with 8 or 9 (the Mountain and Pacific states,
 * Alaska and Hawaii) ship from the west; every other US zip, and every parcel abroad, from the east.
 */
export function chooseFacility(d: ShippingDestination): Facility {
  if (!isDomestic(d.country)) return 'east';
  const first = d.zip.trim()[0];
  return first === '8' || first === '9' ? 'west' : 'east';
}

/**
 * Zip prefixes (first three digits) outside the contiguous states: Puerto Rico and the Virgin
 * Islands, military mail (AE, AA, AP), Hawaii and the Pacific territories, Alaska.
 */
const NON_CONTIGUOUS: ReadonlyArray<[number, number]> = [
  [6, 9],
  [90, 98],
  [340, 340],
  [962, 969],
  [995, 999],
];

/**
 * Domestic zone, 1 to 5. A zip's first digit is its region, and the regions run from the north-east
 * (0) to the west coast (9), so the distance between the facility's and the destination's first
 * digits stands for distance: 0 regions apart is zone 1, 1–2 is zone 2, 3–4 zone 3, 5 or more
 * zone 4. Zone 5 is everything outside the contiguous states, whatever the facility.
 */
export function domesticZone(facility: Facility, zip: string): number {
  const zip3 = Number(zip.trim().slice(0, 3));
  if (NON_CONTIGUOUS.some(([lo, hi]) => zip3 >= lo && zip3 <= hi)) return 5;
  const apart = Math.abs(Number(zip.trim()[0]) - Number(FACILITIES[facility].zip[0]));
  if (apart === 0) return 1;
  if (apart <= 2) return 2;
  if (apart <= 4) return 3;
  return 4;
}

/** International zone: 1 for the neighbours (Canada, Mexico), 2 for the rest of the world. */
export function internationalZone(country: string): number {
  const code = countryCode(country).toUpperCase();
  return ['CA', 'MX', 'CANADA', 'MEXICO'].includes(code) ? 1 : 2;
}

/**
 * The ISO code carriers expect: 'US' for every domestic spelling, the code of a 'code-name' value
 * ('CA-Canada' → 'CA'), a bare two-letter code upper-cased; anything else as given.
 */
export function countryCode(country: string): string {
  if (isDomestic(country)) return 'US';
  const c = country.trim();
  const m = /^([A-Za-z]{2})(\s*-.*)?$/.exec(c);
  return m ? m[1]!.toUpperCase() : c;
}
