import { describe, expect, it } from 'vitest';
import { routePathOf } from '../app/router';
import { SITE_PAGES, sitePageAt } from './pages';

// The site's entry picks a page without the app's router, so it must agree with the route table
// the server's render goes by: the same page for a public address, none for the app's own.
const ADDRESSES = [
  '/',
  '/catalog',
  '/product/21101/11oz-white',
  '/product/ABC-1/large-navy',
  '/search',
  '/login',
  '/register',
  '/cookies',
  '/privacy',
  '/terms',
  '/refund-policy',
  '/404',
  '/product/mockup/',
  '/product/mockup/12',
  '/product/orderreview/null&isPaid=false',
  '/product/checkout/null&isPaid=false',
  '/product/shipping/3',
  '/product/confirmation/12',
  '/dashboard/default',
  '/admin/claims/3',
  '/forgot',
];

describe('the site’s pages', () => {
  it.each(ADDRESSES)('%s is the page the app’s route table names', (address) => {
    const routed = routePathOf(address);
    const expected = SITE_PAGES.find((p) => p.pattern === routed) ?? null;
    expect(sitePageAt(address)?.pattern ?? null).toBe(expected?.pattern ?? null);
  });

  it('are every page the route table has for them', () => {
    for (const page of SITE_PAGES) expect(routePathOf(page.pattern.replace(/:\w+/g, 'x'))).toBe(page.pattern);
  });
});
