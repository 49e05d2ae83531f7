import { CATALOG_GROUPS, slugify } from '@pressrun/domain';
import type { ListParams } from './api';

/** One entry of the catalogue sidebar: what it shows and how the list is asked for. */
export interface CatalogSection {
  slug: string;
  label: string;
  blurb: string;
  params: ListParams;
  /** sub-collections are indented under their group */
  child?: boolean;
  /** false for a slug the sidebar does not list: an imported catalogue's own, or a mistyped one */
  known?: boolean;
}

const BLURBS: Record<string, string> = {
  Drinkware:
    'Mugs, tumblers, bottles and glassware, printed edge to edge and shipped in protective packaging.',
  'Coffee Mugs': 'Glossy ceramic mugs in every size, with coloured insides and handles.',
  'Travel Mugs': 'Insulated mugs and tumblers that keep drinks hot or cold on the go.',
  'Water Bottles': 'Stainless and aluminium bottles for gyms, teams and lunch boxes.',
  'Shot Glasses': 'Small glasses, big margins: favourites for weddings, bars and souvenir shops.',
  Lattes: 'Café-style latte mugs with wide mouths and elegant handles.',
  'Beer Steins': 'Steins and glass beer mugs for breweries, festivals and groomsmen.',
  'Enamel Cups': 'Unbreakable enamel camp mugs with rolled rims.',
  Accessories: 'Keychains, totes, tags and can coolers: easy add-ons for every order.',
  'Home & Office': 'Posters, mouse pads, coasters, pillows and photo panels for desks and walls.',
};

export const DEFAULT_SECTION = 'best-sellers';

/** The catalogue's sidebar: All Products, Best Sellers, New Arrivals and the groups. */
export const SECTIONS: CatalogSection[] = [
  {
    slug: 'all-products',
    label: 'All Products',
    blurb: 'Every blank product we print on demand.',
    params: {},
  },
  {
    slug: 'best-sellers',
    label: 'Best Sellers',
    blurb: 'The products our resellers order most, ready for your artwork.',
    params: { metrics: '4' },
  },
  {
    slug: 'new-arrivals',
    label: 'New Arrivals',
    blurb: 'Fresh blanks, just added to the catalogue.',
    params: { metrics: '3' },
  },
  ...CATALOG_GROUPS.flatMap((g) => [
    {
      slug: slugify(g.name),
      label: g.name,
      blurb: BLURBS[g.name] ?? '',
      params: { collection: slugify(g.name) },
    },
    ...g.children.map((c) => ({
      slug: slugify(c),
      label: c,
      blurb: BLURBS[c] ?? '',
      params: { collection: slugify(c) },
      child: true,
    })),
  ]),
];

export function sectionFor(slug: string | null): CatalogSection {
  const s = SECTIONS.find((x) => x.slug === (slug || DEFAULT_SECTION));
  if (s) return s;
  // A collection the sidebar does not list (an imported catalogue may have its own).
  const label = (slug ?? '').replace(/-/g, ' ').replace(/\b\w/g, (m) => m.toUpperCase());
  return { slug: slug ?? '', label, blurb: '', params: { collection: slug ?? '' }, known: false };
}

/** The catalogue URL of a section (Best Sellers is the default, so it has the bare path). */
export const sectionPath = (slug: string) =>
  slug === DEFAULT_SECTION ? '/catalog' : `/catalog?collection=${slug}`;
