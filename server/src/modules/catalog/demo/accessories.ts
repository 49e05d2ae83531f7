import type { FamilySeed } from './family';

const LIGHT_SHIPPING = { us: 3.49, intl: 9.99, expedited: 8.49 };

export const ACCESSORIES: FamilySeed[] = [
  {
    slug: 'hardboard-keychain',
    name: 'Hardboard Keychain',
    type: 'Keychain',
    collections: ['Accessories'],
    metrics: '4',
    kind: 'keychain',
    shape: 'flat',
    material: 'Glossy white MDF hardboard with a nickel-plated split ring and chain',
    description:
      'A light, glossy hardboard keychain printed edge to edge on both sides. An easy add-on for every order: photos, logos, pet portraits and event souvenirs.',
    bullets: [
      'Printed on both sides with the same design',
      'Nickel-plated split ring and short chain',
      'Scratch-resistant glossy coating',
      '-',
      '-',
    ],
    shipping: LIGHT_SHIPPING,
    sizes: [
      {
        name: 'Rectangle',
        url: 'rectangle',
        size: 'rect',
        dimensions: '1.5 × 2.5 in, 1/8 in thick',
        price: 3.95,
        print: { w: 1.5, h: 2.5, dpi: 300 },
        colours: [{ sku: 'KC1525', colour: 'white', default: true }],
      },
      {
        name: 'Round',
        url: 'round',
        size: 'round',
        dimensions: '2 in diameter, 1/8 in thick',
        price: 3.95,
        print: { w: 2, h: 2, dpi: 300 },
        colours: [{ sku: 'KC2020', colour: 'white' }],
      },
    ],
  },
  {
    slug: 'sublimation-tote-bag',
    name: 'Sublimation Tote Bag',
    type: 'Tote Bag',
    collections: ['Accessories'],
    metrics: '4',
    kind: 'tote',
    shape: 'flat',
    material: '100% polyester canvas with cotton-feel finish; webbing handles',
    description:
      'A roomy everyday tote with a smooth canvas-look front that prints sharp, vivid designs. Strong webbing handles come in four colours to match your artwork.',
    bullets: [
      'Holds up to 30 lb',
      'Reinforced stitching at the handles',
      'Machine wash cold, inside out',
      '22 in handles fit over the shoulder',
      '-',
    ],
    shipping: { us: 5.99, intl: 14.99, expedited: 11.99 },
    sizes: [
      {
        name: '15 × 16 in',
        url: '15x16',
        dimensions: '15 in wide × 16 in tall',
        price: 11.95,
        print: { w: 14, h: 14, dpi: 150 },
        colours: [
          { sku: 'TB1516-BK', colour: 'black', default: true },
          { sku: 'TB1516-NT', colour: 'natural' },
          { sku: 'TB1516-RD', colour: 'red' },
          { sku: 'TB1516-NV', colour: 'navy' },
        ],
      },
    ],
  },
  {
    slug: 'aluminum-luggage-tag',
    name: 'Luggage Tag',
    type: 'Luggage Tag',
    collections: ['Accessories'],
    kind: 'luggage-tag',
    shape: 'flat',
    material: 'Glossy aluminum tag with a PU leather strap',
    description:
      'A sturdy aluminium luggage tag with a buckled strap. Print a name and address on one side and a bold design on the other, or make them for hotels, tours and corporate gifts.',
    bullets: ['Rounded corners and a smooth glossy print', 'Adjustable PU leather strap', '-', '-', '-'],
    shipping: LIGHT_SHIPPING,
    sizes: [
      {
        name: '2.5 × 4.25 in',
        url: '2-5x4-25',
        dimensions: '2.5 × 4.25 in',
        price: 6.5,
        print: { w: 2.5, h: 4.25, dpi: 300 },
        colours: [
          { sku: 'LT2542-BK', colour: 'black', default: true },
          { sku: 'LT2542-RD', colour: 'red' },
          { sku: 'LT2542-BL', colour: 'royal' },
        ],
      },
    ],
  },
  {
    slug: 'neoprene-can-cooler',
    name: 'Neoprene Can Cooler',
    type: 'Can Cooler',
    collections: ['Accessories'],
    metrics: '3',
    kind: 'can-cooler',
    shape: 'tumbler',
    material: '4 mm neoprene with a polyester print face and stitched base',
    description:
      'The can cooler every cookout needs. Soft 4 mm neoprene keeps a 12 oz can cold and your hands dry, with a full-wrap print and a stitched base in the trim colour.',
    bullets: [
      'Fits standard 12 oz cans',
      'Folds flat for shipping and storage',
      'Full-wrap print',
      'Machine washable',
      '-',
    ],
    shipping: LIGHT_SHIPPING,
    sizes: [
      {
        name: '12 oz can',
        url: '12oz',
        // Round a 12 oz can (3.9 in wide folded flat); the print goes round to the stitched seam.
        dimensions: '4 in tall × 2.9 in diameter',
        price: 5.95,
        print: { w: 9, h: 3.75, dpi: 300 },
        colours: [
          { sku: 'CC1201', colour: 'black', default: true },
          { sku: 'CC1202', colour: 'royal' },
          { sku: 'CC1203', colour: 'green' },
          { sku: 'CC1204', colour: 'red' },
        ],
      },
    ],
  },
];
