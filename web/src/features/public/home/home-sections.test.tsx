import type { FeaturedProduct } from '@pressrun/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_KEY } from '../../../app/session';
import { testQueryClient } from '../../../test/render';
import { Benefits } from './Benefits';
import { ConnectStore } from './ConnectStore';
import { FeaturedProducts } from './FeaturedProducts';
import { GetStartedBand } from './GetStartedBand';
import { Hero } from './Hero';
import { HowItWorks } from './HowItWorks';

// Nothing here may reach the network: the session and the featured products are seeded.
vi.mock('../../../app/api', async (real) => ({
  ...(await real<typeof import('../../../app/api')>()),
  get: vi.fn(async (url: string) => {
    throw new Error(`unexpected GET ${url}`);
  }),
}));

const MUG: FeaturedProduct = {
  sku: '21101',
  product: 'Ceramic Coffee Mug',
  collections: ['Drinkware', 'Coffee Mugs'],
  url: '/product/21101/11oz-white',
  imageUrl: '/api/catalog/images/mug.png',
  price: 695,
};

/**
 * The landing page's sections as the site's light entry shows them: with the query client only,
 * no Mantine provider and no router (links are plain anchors there).
 */
function renderSite(who: { id: number } | null, featured: FeaturedProduct[] | undefined) {
  const client = testQueryClient();
  client.setQueryData(SESSION_KEY, who);
  if (featured) client.setQueryData(['catalog', 'featured'], featured);
  return render(
    <QueryClientProvider client={client}>
      <Hero />
      <Benefits />
      <FeaturedProducts />
      <HowItWorks />
      <ConnectStore />
      <GetStartedBand />
    </QueryClientProvider>,
  );
}

const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('the home page without Mantine or a router', () => {
  it('invites a visitor to register, and shows every section with its heading', () => {
    renderSite(null, [MUG]);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Print-on-demand that scales with your store',
    );
    for (const name of [
      'Production you can build a business on',
      'Best sellers, ready for your artwork',
      'From artwork to doorstep in three steps',
      'Connecting your store',
      'Ready for your first press run?',
    ])
      expect(screen.getByRole('heading', { level: 2, name })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(href('Get Started for free')).toBe('/register');
    expect(href('Browse products')).toBe('/catalog');
    expect(href('Get your free API key')).toBe('/register');
    expect(href('Get Started')).toBe('/register');
    expect(document.getElementById('integrations')?.tagName).toBe('SECTION');
  });

  it('takes a signed-in user to the dashboard and the integrations', () => {
    renderSite({ id: 1 }, [MUG]);
    expect(
      screen.getAllByRole('link', { name: 'Go to Dashboard' }).map((a) => a.getAttribute('href')),
    ).toEqual(['/dashboard/default', '/dashboard/default']);
    expect(href('Start an Integration')).toBe('/dashboard/stores/integrations');
  });

  it('shows a featured product with its collection, name, price and address, and its sku in the API sample', () => {
    renderSite(null, [MUG]);
    const card = screen.getByTestId('featured-product');
    expect(card.getAttribute('href')).toBe('/product/21101/11oz-white');
    expect(within(card).getByText('Coffee Mugs')).toBeTruthy();
    expect(within(card).getByText('Ceramic Coffee Mug')).toBeTruthy();
    expect(card.textContent).toContain('Starting at $6.95');
    expect(screen.getByTestId('api-sample-sku').textContent).toBe('"21101"');
    expect(screen.getAllByText('View all products').map((a) => a.closest('a')?.getAttribute('href'))).toEqual(
      ['/catalog', '/catalog'],
    );
  });

  it('shows skeletons while the featured products load, and leaves the section out when there are none', () => {
    const { unmount } = renderSite(null, undefined);
    expect(screen.getAllByTestId('featured-skeleton')).toHaveLength(4);
    unmount();
    renderSite(null, []);
    expect(screen.queryByRole('heading', { name: 'Best sellers, ready for your artwork' })).toBeNull();
  });
});

// The site's entry must stay small: these pages are hydrated without Mantine and without React Router.
const sources = import.meta.glob<string>(['../**/*.ts', '../**/*.tsx', '!../**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('the public pages’ sources', () => {
  it('import neither Mantine nor React Router', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    const heavy = Object.entries(sources)
      .filter(([, code]) => /from '(@mantine\/[\w-]+|react-router[\w-]*)'/.test(code))
      .map(([file]) => file);
    expect(heavy).toEqual([]);
  });
});
