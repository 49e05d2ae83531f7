import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SESSION_KEY } from '../app/session';
import { SiteNavProvider, staticNav } from '../app/site-nav';
import { testQueryClient } from '../test/render';
import { PublicLayout } from './PublicLayout';
import { COOKIE_CONSENT_KEY } from './site';

vi.mock('../app/api', async (real) => ({
  ...(await real<typeof import('../app/api')>()),
  get: vi.fn((path: string) =>
    path === '/api/site'
      ? Promise.resolve({ companyName: 'PressRun', supportEmail: 'help@pressrun.example' })
      : new Promise(() => {}),
  ),
}));

/** A public page as the site's own entry shows it: no Mantine provider and no router around it. */
function openPage(path = '/terms') {
  const client = testQueryClient();
  client.setQueryData(SESSION_KEY, null);
  return render(
    <QueryClientProvider client={client}>
      <SiteNavProvider value={staticNav(new URL(`http://localhost${path}`))}>
        <PublicLayout title="Terms">
          <h1>Terms</h1>
        </PublicLayout>
      </SiteNavProvider>
    </QueryClientProvider>,
  );
}

describe('the public frame without Mantine or a router', () => {
  it('shows the header links, the account buttons, the footer and the support address', async () => {
    openPage('/catalog');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Products' }).getAttribute('href')).toBe('/catalog');
    expect(within(main).getByRole('link', { name: 'Products' }).hasAttribute('data-active')).toBe(true);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    expect(within(header).getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/register');
    const legal = screen.getByRole('navigation', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Cookie policy' }).getAttribute('href')).toBe('/cookies');
    expect((await screen.findByTestId('support-email')).getAttribute('href')).toBe(
      'mailto:help@pressrun.example',
    );
  });

  it('opens the slide menu as a dialog with the links, and closes it with Close menu or a followed link', async () => {
    openPage();
    // The menu's code comes when it is first asked for.
    expect(document.querySelector('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('navigation', { name: 'Menu' });
    const dialog = menu.closest('dialog')!;
    expect(dialog.open).toBe(true);
    expect(within(menu).getByRole('link', { name: 'Custom Builder' }).getAttribute('href')).toBe(
      '/product/mockup/',
    );
    expect(within(dialog).getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/register');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close menu' }));
    expect(dialog.open).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(dialog.open).toBe(true);
    fireEvent.click(within(dialog).getByRole('link', { name: 'PressRun home' }));
    expect(dialog.open).toBe(false);
  });

  it('asks about cookies once the page is live, and remembers Accept', async () => {
    localStorage.removeItem(COOKIE_CONSENT_KEY);
    openPage();
    const banner = await screen.findByRole('region', { name: 'Cookie consent' });
    fireEvent.click(within(banner).getByRole('button', { name: 'Accept' }));
    expect(banner.hasAttribute('data-leaving')).toBe(true);
    expect(JSON.parse(localStorage.getItem(COOKIE_CONSENT_KEY)!).accepted).toBe(true);
  });
});
