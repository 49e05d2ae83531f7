import { CARRIERS } from '@pressrun/domain';

// The built-in rate table: what a parcel costs by service, weight and zone, in cents, before
// PressRun's markup. Figures follow the carriers' published commercial prices closely enough for a
// quote; the EasyPost adapter asks the carriers themselves.
//
// Zones (see facility.ts): US 1–4 by the distance between the facility's and the destination's
// zip regions, 5 outside the contiguous states; abroad 1 for Canada and Mexico, 2 for the rest.

export interface ServiceRates {
  carrier: string;
  method: string;
  /** ascending; a parcel takes the first bracket whose upToOz it does not exceed; cents[zone - 1] */
  brackets: ReadonlyArray<{ upToOz: number; cents: readonly number[] }>;
  /** beyond the last bracket: this much more per started pound, by zone */
  overPerLbCents: readonly number[];
  /** transit days by zone */
  days: readonly number[];
}

export type ServiceKey = keyof typeof CARRIERS;

export const RATE_TABLE: Record<ServiceKey, ServiceRates> = {
  usStandard: {
    ...CARRIERS.usStandard,
    brackets: [
      { upToOz: 4, cents: [450, 460, 470, 490, 560] },
      { upToOz: 8, cents: [510, 520, 540, 570, 660] },
      { upToOz: 12, cents: [580, 600, 630, 670, 790] },
      { upToOz: 16, cents: [720, 750, 790, 850, 1010] },
      { upToOz: 32, cents: [820, 870, 950, 1080, 1400] },
      { upToOz: 48, cents: [880, 950, 1070, 1260, 1700] },
      { upToOz: 64, cents: [930, 1020, 1180, 1430, 2010] },
      { upToOz: 80, cents: [980, 1090, 1300, 1610, 2330] },
      { upToOz: 96, cents: [1040, 1170, 1420, 1800, 2640] },
      { upToOz: 128, cents: [1150, 1330, 1660, 2180, 3280] },
      { upToOz: 160, cents: [1280, 1500, 1920, 2580, 3960] },
      { upToOz: 240, cents: [1650, 1990, 2650, 3600, 5500] },
      { upToOz: 320, cents: [2000, 2450, 3300, 4500, 6900] },
    ],
    overPerLbCents: [90, 120, 160, 220, 330],
    days: [2, 3, 4, 5, 7],
  },
  usExpedited: {
    ...CARRIERS.usExpedited,
    brackets: [
      { upToOz: 16, cents: [890, 930, 980, 1080, 1350] },
      { upToOz: 32, cents: [980, 1050, 1160, 1340, 1820] },
      { upToOz: 48, cents: [1060, 1160, 1330, 1590, 2300] },
      { upToOz: 64, cents: [1150, 1280, 1500, 1850, 2780] },
      { upToOz: 80, cents: [1240, 1400, 1670, 2110, 3250] },
      { upToOz: 96, cents: [1340, 1530, 1850, 2380, 3720] },
      { upToOz: 128, cents: [1540, 1790, 2220, 2920, 4650] },
      { upToOz: 160, cents: [1750, 2060, 2590, 3460, 5600] },
      { upToOz: 240, cents: [2300, 2750, 3550, 4800, 7900] },
      { upToOz: 320, cents: [2850, 3450, 4500, 6150, 10200] },
    ],
    overPerLbCents: [140, 180, 240, 330, 500],
    days: [1, 2, 2, 3, 3],
  },
  international: {
    ...CARRIERS.international,
    brackets: [
      { upToOz: 8, cents: [1150, 1450] },
      { upToOz: 16, cents: [1390, 1790] },
      { upToOz: 32, cents: [1890, 2590] },
      { upToOz: 48, cents: [2390, 3390] },
      { upToOz: 64, cents: [2890, 4190] },
      { upToOz: 96, cents: [3790, 5690] },
      { upToOz: 128, cents: [4690, 7190] },
      { upToOz: 160, cents: [5590, 8690] },
      { upToOz: 240, cents: [7590, 12190] },
      { upToOz: 320, cents: [9590, 15690] },
    ],
    overPerLbCents: [500, 800],
    days: [7, 10],
  },
};

/** US Standard: USPS GroundAdvantage; US Expedited: USPS Priority; abroad (either option): DHL eCommerce. */
export function serviceKey(domestic: boolean, option: 'Standard' | 'Expedited'): ServiceKey {
  if (!domestic) return 'international';
  return option === 'Expedited' ? 'usExpedited' : 'usStandard';
}

/** The table's price for a parcel of `weightOz` in `zone` (1-based). */
export function tablePrice(service: ServiceRates, zone: number, weightOz: number): number {
  const z = zone - 1;
  const bracket = service.brackets.find((b) => weightOz <= b.upToOz);
  if (bracket) return bracket.cents[z]!;
  const last = service.brackets[service.brackets.length - 1]!;
  const extraLbs = Math.ceil((weightOz - last.upToOz) / 16);
  return last.cents[z]! + extraLbs * service.overPerLbCents[z]!;
}
