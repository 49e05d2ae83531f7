import type { Config } from '../../config';
import { EasyPostShippingRates } from './easypost';
import type { ShippingRates } from './port';
import { TableShippingRates } from './table';

export type {
  CustomsLine,
  Facility,
  ShippingDestination,
  ShippingItem,
  ShippingRate,
  ShippingRateErrorKind,
  ShippingRateRequest,
  ShippingRates,
} from './port';
export { ShippingRateError } from './port';
export { DEFAULT_WEIGHT_OZ_BY_TYPE, defaultWeightOz, tariffFor } from './products';

/** EasyPost when an API key is configured; otherwise the built-in rate table. */
export function createShippingRates(
  config: Pick<Config, 'easypostApiKey' | 'easypostBaseUrl'>,
): ShippingRates {
  return config.easypostApiKey
    ? new EasyPostShippingRates({ apiKey: config.easypostApiKey, baseUrl: config.easypostBaseUrl })
    : new TableShippingRates();
}
