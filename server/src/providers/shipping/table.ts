import { isDomestic } from '@pressrun/domain';
import { checkDestination, chooseFacility, domesticZone, internationalZone } from './facility';
import { customsLines, parcelWeightOz } from './parcel';
import type { ShippingRate, ShippingRateRequest, ShippingRates } from './port';
import { RATE_TABLE, serviceKey, tablePrice } from './rate-table';

/**
 * Built-in adapter: rates from the table in rate-table.ts, no outside service. It never fails for
 * want of a provider; it only refuses an address no carrier could take.
 */
export class TableShippingRates implements ShippingRates {
  readonly kind = 'table' as const;

  async rate({ destination, option, items }: ShippingRateRequest): Promise<ShippingRate> {
    checkDestination(destination);
    const weightOz = parcelWeightOz(items);
    const domestic = isDomestic(destination.country);
    const facility = chooseFacility(destination);
    const zone = domestic ? domesticZone(facility, destination.zip) : internationalZone(destination.country);
    const service = RATE_TABLE[serviceKey(domestic, option)];
    return {
      amountCents: tablePrice(service, zone, weightOz),
      carrier: service.carrier,
      method: service.method,
      facility,
      estimatedDays: service.days[zone - 1],
      ...(domestic ? {} : { customs: customsLines(items) }),
    };
  }
}
