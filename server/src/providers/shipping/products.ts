// What the rate needs to know about a product that the catalogue does not hold: its packed weight
// and its customs (HS) tariff number. Kept here as data; a catalogue field would replace it.

/**
 * Packed weight of one unit in ounces (the product in its own box and padding) by catalogue
 * product type, for callers whose product has no weight of its own.
 */
export const DEFAULT_WEIGHT_OZ_BY_TYPE: Readonly<Record<string, number>> = {
  Mug: 20,
  'Latte Mug': 20,
  'Beer Stein': 32,
  'Travel Mug': 16,
  Tumbler: 14,
  'Water Bottle': 14,
  'Shot Glass': 6,
  'Enamel Cup': 10,
  Keychain: 2,
  'Tote Bag': 8,
  'Luggage Tag': 2,
  'Can Cooler': 3,
  Poster: 12,
  'Mouse Pad': 6,
  Coaster: 3,
  Pillow: 24,
  Tile: 16,
  'Photo Panel': 12,
};

/** A type the table does not know ships as a one-pound parcel. */
export const FALLBACK_WEIGHT_OZ = 16;

export function defaultWeightOz(productType: string): number {
  return DEFAULT_WEIGHT_OZ_BY_TYPE[productType] ?? FALLBACK_WEIGHT_OZ;
}

/**
 * HS tariff numbers by sku prefix; the longest matching prefix wins, so '203' (porcelain espresso
 * cups) overrides '2' (ceramic mugs).
 */
export const TARIFF_BY_SKU_PREFIX: Readonly<Record<string, string>> = {
  '2': '6912.00', // ceramic mugs (11, 15 and 20 oz, colour-changing)
  '203': '6911.10', // porcelain espresso cup and saucer
  '3': '9617.00', // vacuum-insulated steel travel mugs
  '911': '7323.93', // stainless steel tumblers
  '412': '7323.93', // stainless steel kids' bottles
  '417': '9617.00', // double-wall (vacuum) steel bottles
  '420': '7615.10', // aluminium sports bottles
  '503': '6912.00', // ceramic shot glasses
  '515': '7013.37', // glass shot glasses
  '61': '6912.00', // ceramic latte mugs
  '622': '7013.37', // glass latte mugs
  '716': '7013.37', // glass beer mugs
  '722': '6912.00', // stoneware beer steins
  '810': '7323.94', // enamelled steel cups
  KC: '4421.99', // hardboard keychains
  TB: '4202.92', // polyester tote bags
  LT: '7616.99', // aluminium luggage tags
  CC: '4016.99', // neoprene can coolers
  PS: '4911.91', // posters
  MP: '4016.99', // rubber-backed mouse pads
  CT: '4421.99', // hardboard coasters
  PL: '9404.90', // pillows
  TL: '6913.90', // ceramic photo tiles
  AP: '7616.99', // aluminium photo panels
};

/** The item's own tariff number when it has one, else the table's; null when neither knows. */
export function tariffFor(sku: string, given?: string | null): string | null {
  if (given?.trim()) return given.trim();
  let best: string | null = null;
  for (const prefix of Object.keys(TARIFF_BY_SKU_PREFIX)) {
    if (sku.toUpperCase().startsWith(prefix) && (best === null || prefix.length > best.length)) best = prefix;
  }
  return best === null ? null : TARIFF_BY_SKU_PREFIX[best]!;
}
