import type { ShipToInput } from '@pressrun/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { testQueryClient } from '../../test/render';
import type { HeldCheckout, Quote } from './api';
import { useOrderReview } from './useOrderReview';

const reads = vi.hoisted(() => ({ held: { data: undefined as unknown, isFetching: true } }));

vi.mock('../cart', () => ({
  useCart: () => ({ data: { items: [{ id: 1, quantity: 1 }] } }),
}));
vi.mock('./api', async (real) => ({
  ...(await real<typeof import('./api')>()),
  useHeldCheckout: () => reads.held,
  askQuote: vi.fn(() => new Promise(() => {})),
}));

const heldAddress: ShipToInput = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  street1: '1 Held Street',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'US',
};
const heldCheckout = {
  shipTo: heldAddress,
  shippingOption: 'Expedited',
  promoCode: null,
  quote: { total: 4200 } as unknown as Quote,
  problem: null,
} as HeldCheckout;

function setup() {
  reads.held = { data: undefined, isFetching: true };
  const client = testQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useOrderReview(), { wrapper });
  const arrive = () => {
    reads.held = { data: heldCheckout, isFetching: false };
    hook.rerender();
  };
  return { ...hook, arrive };
}

describe("order review's resumed address", () => {
  it('fills the form with the held address and shows its held totals', () => {
    const { result, arrive } = setup();
    arrive();
    expect(result.current.form.values).toMatchObject(heldAddress);
    expect(result.current.option).toBe('Expedited');
    expect(result.current.locked).toBe(true);
  });

  it('keeps what was typed before the held address arrived, and does not show totals for another address', () => {
    const { result, arrive } = setup();
    act(() => result.current.form.setFieldValue('street1', '9 Typed Road'));
    arrive();
    expect(result.current.form.values.street1).toBe('9 Typed Road');
    // Fields nobody touched take the held address.
    expect(result.current.form.values.city).toBe('Austin');
    expect(result.current.locked).toBe(false);
  });
});
