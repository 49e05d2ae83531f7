/**
 * The Etsy category a published product goes in. Etsy wants a seller-taxonomy id on every listing;
 * the ids are Etsy's to change, so they are not kept here: the tree is read from
 * GET /v3/application/seller-taxonomy/nodes (once per process) and the product type's category
 * found in it by name, the first of its names Etsy has, then a broader one.
 */
export interface EtsyTaxonomyNode {
  id: number;
  level?: number;
  name: string;
  parent_id?: number | null;
  children?: EtsyTaxonomyNode[];
}

/** Etsy category names per catalogue product type, most fitting first. */
export const CATEGORY_NAMES: Readonly<Record<string, readonly string[]>> = {
  Mug: ['Mugs'],
  'Latte Mug': ['Mugs'],
  'Enamel Cup': ['Mugs'],
  'Beer Stein': ['Steins', 'Mugs'],
  'Travel Mug': ['Travel Mugs', 'Tumblers & Travel Mugs', 'Mugs'],
  Tumbler: ['Tumblers & Water Glasses', 'Tumblers', 'Travel Mugs', 'Mugs'],
  'Water Bottle': ['Water Bottles', 'Drinkware'],
  'Shot Glass': ['Shot Glasses', 'Barware'],
  'Can Cooler': ['Can Coolers', 'Koozies', 'Drinkware'],
  Coaster: ['Coasters'],
  Keychain: ['Keychains', 'Keychains & Lanyards'],
  'Tote Bag': ['Totes', 'Tote Bags'],
  'Luggage Tag': ['Luggage Tags', 'Luggage & Travel'],
  Poster: ['Posters', 'Prints'],
  'Photo Panel': ['Photography', 'Prints'],
  'Mouse Pad': ['Mouse Pads', 'Mouse Pads & Mats'],
  Pillow: ['Decorative Pillows', 'Throw Pillows', 'Pillows'],
  Tile: ['Tiles', 'Home Decor'],
};

/** Where a type with no better name goes. */
export const FALLBACK_NAMES = ['Home Decor', 'Home & Living'];

const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '') // Etsy writes "Home Décor"
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** The id of the node for the product type, or null when Etsy's tree has none of its names. */
export function taxonomyIdFor(productType: string, tree: EtsyTaxonomyNode[]): number | null {
  const byName = new Map<string, number>();
  // Breadth first, so a name that appears at two depths is the broader, better-known node.
  const queue = [...tree];
  for (let node = queue.shift(); node; node = queue.shift()) {
    const key = norm(node.name);
    if (!byName.has(key)) byName.set(key, node.id);
    queue.push(...(node.children ?? []));
  }
  const wanted = [...(CATEGORY_NAMES[productType] ?? [productType]), ...FALLBACK_NAMES];
  for (const name of wanted) {
    const id = byName.get(norm(name));
    if (id !== undefined) return id;
  }
  return null;
}
