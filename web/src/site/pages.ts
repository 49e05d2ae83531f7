import type { ComponentType } from 'react';
import { matchPath } from '../app/site-nav';

export interface SitePage {
  /** the address pattern (`:name` segments are parameters) */
  pattern: string;
  /** the page's source file: its key in the build's manifest, by which the server links its files */
  src: string;
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * The public pages: rendered by the server and hydrated by the site's entry. Each is its own chunk,
 * loaded before hydration so the first render is the whole page.
 */
export const SITE_PAGES: SitePage[] = [
  {
    pattern: '/',
    src: 'src/features/public/HomePage.tsx',
    load: () => import('../features/public/HomePage'),
  },
  {
    pattern: '/catalog',
    src: 'src/features/catalog/CatalogPage.tsx',
    load: () => import('../features/catalog/CatalogPage'),
  },
  {
    pattern: '/product/:sku/:variantColor',
    src: 'src/features/catalog/ProductPage.tsx',
    load: () => import('../features/catalog/ProductPage'),
  },
  {
    pattern: '/search',
    src: 'src/features/catalog/SearchPage.tsx',
    load: () => import('../features/catalog/SearchPage'),
  },
  {
    pattern: '/login',
    src: 'src/features/auth/LoginPage.tsx',
    load: () => import('../features/auth/LoginPage'),
  },
  {
    pattern: '/register',
    src: 'src/features/auth/RegisterPage.tsx',
    load: () => import('../features/auth/RegisterPage'),
  },
  {
    pattern: '/cookies',
    src: 'src/features/public/CookiesPage.tsx',
    load: () => import('../features/public/CookiesPage'),
  },
  {
    pattern: '/privacy',
    src: 'src/features/public/PrivacyPage.tsx',
    load: () => import('../features/public/PrivacyPage'),
  },
  {
    pattern: '/terms',
    src: 'src/features/public/TermsPage.tsx',
    load: () => import('../features/public/TermsPage'),
  },
  {
    pattern: '/refund-policy',
    src: 'src/features/public/RefundPolicyPage.tsx',
    load: () => import('../features/public/RefundPolicyPage'),
  },
  {
    pattern: '/404',
    src: 'src/features/public/NotFoundPage.tsx',
    load: () => import('../features/public/NotFoundPage'),
  },
];

/** What an address that is no page shows (the server answers it with a 404). */
export const NOT_FOUND = SITE_PAGES.find((p) => p.pattern === '/404')!;

/** The app's own pages under /product/ (the builder and the order pages), which no product is. */
const APP_UNDER_PRODUCT = new Set(['mockup', 'orderreview', 'checkout', 'shipping', 'confirmation']);

/**
 * The public page at a path, if it is one: as the app's route table ranks them (a fixed segment
 * before a parameter, so /product/checkout/… is the app's, not a product's); pages.test.ts holds
 * the two to the same answers.
 */
export function sitePageAt(pathname: string): SitePage | null {
  const page = SITE_PAGES.find((p) => matchPath(p.pattern, pathname) !== null) ?? null;
  if (page?.pattern === '/product/:sku/:variantColor' && APP_UNDER_PRODUCT.has(pathname.split('/')[2]!))
    return null;
  return page;
}
