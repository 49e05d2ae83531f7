import type { CartView } from '@pressrun/domain';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_KEY } from '../../features/cart/api';
import { renderWithApp, testQueryClient } from '../../test/render';
import { SESSION_KEY } from '../session';
import { CartButton } from './CartButton';

// The server as the badge sees it: who is signed in and what their cart holds.
const server = vi.hoisted(() => ({ cart: { items: [], count: 0, subtotal: 0 } as unknown, signedIn: true }));
vi.mock('../api', async (real) => ({
  ...(await real<typeof import('../api')>()),
  get: vi.fn(async (url: string) => {
    if (url === '/api/cart') return { cart: server.cart };
    throw new Error(`unexpected GET ${url}`);
  }),
}));

const cartOf = (count: number): CartView => ({ items: [], count, subtotal: 0 }) as CartView;
const user = { id: 1, email: 'buyer@example.com' };

/** The badge for a user already known to be signed in (or out), as the shell renders it. */
function renderBadge(who: typeof user | null) {
  const client = testQueryClient();
  client.setQueryData(SESSION_KEY, who);
  return renderWithApp(<CartButton />, { client });
}

/** The badge's number: the indicator drawn beside the cart icon. */
const badge = () => document.querySelector('.mantine-Indicator-indicator')?.textContent;

describe('the cart badge', () => {
  beforeEach(() => {
    server.cart = cartOf(0);
  });

  it('shows how many lines the cart has, in the button name too', async () => {
    server.cart = cartOf(3);
    renderBadge(user);
    expect(await screen.findByRole('button', { name: 'Cart, 3 items' })).toBeTruthy();
    expect(badge()).toBe('3');
  });

  it('says one item in the singular', async () => {
    server.cart = cartOf(1);
    renderBadge(user);
    expect(await screen.findByRole('button', { name: 'Cart, 1 item' })).toBeTruthy();
  });

  it('shows nothing in the cart when signed out, without asking the server', async () => {
    server.cart = cartOf(5);
    const { client } = renderBadge(null);
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeTruthy();
    expect(badge()).toBe('0');
    expect(client.getQueryState(CART_KEY)?.dataUpdatedAt ?? 0).toBe(0);
  });

  it('follows the cart when a change answers a new one', async () => {
    server.cart = cartOf(2);
    const { client } = renderBadge(user);
    await screen.findByRole('button', { name: 'Cart, 2 items' });
    // Every cart change writes the server's answer into the cart query (see useCartChange).
    client.setQueryData(CART_KEY, cartOf(4));
    await waitFor(() => expect(badge()).toBe('4'));
    expect(screen.getByRole('button', { name: 'Cart, 4 items' })).toBeTruthy();
    client.setQueryData(CART_KEY, cartOf(0));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeTruthy());
  });
});
