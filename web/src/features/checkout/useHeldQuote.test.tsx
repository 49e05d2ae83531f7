import type { ShipToInput } from '@pressrun/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/api';
import { testQueryClient } from '../../test/render';
import { askQuote, clearShipTo, HELD_KEY, type HeldCheckout, type Quote } from './api';
import { useHeldQuote } from './useHeldQuote';

vi.mock('./api', async (real) => ({
  ...(await real<typeof import('./api')>()),
  askQuote: vi.fn(),
  clearShipTo: vi.fn(),
}));

/** A server answer the test gives when it chooses, so it can make answers arrive out of order. */
function later<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const address = (street1: string): ShipToInput => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  street1,
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'US',
});
const quoteOf = (total: number) => ({ total }) as unknown as Quote;
const held: HeldCheckout = {
  shipTo: null,
  shippingOption: 'Standard',
  promoCode: null,
  quote: null,
  problem: null,
} as HeldCheckout;

const asked = vi.mocked(askQuote);
const cleared = vi.mocked(clearShipTo);

function setup() {
  const client = testQueryClient();
  client.setQueryData(HELD_KEY, held);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(() => useHeldQuote(), { wrapper }) };
}

/** Answers to the quotes, in the order they are asked. */
function answers(n: number) {
  const list = Array.from({ length: n }, () => later<Quote>());
  let i = 0;
  asked.mockImplementation(() => list[i++]!.promise);
  return list;
}

describe("order review's held quote", () => {
  beforeEach(() => {
    asked.mockReset();
    cleared.mockReset();
  });

  it('shows the answer and holds the address in the checkout read', async () => {
    const [a] = answers(1);
    const { result, client } = setup();
    act(() => result.current.quote(address('1 Main St'), 'Expedited'));
    expect(result.current.pending).toBe(true);
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    await act(async () => a!.resolve(quoteOf(42)));
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current.totals).toEqual(quoteOf(42));
    expect(result.current.problems).toEqual([]);
    const h = client.getQueryData<HeldCheckout>(HELD_KEY);
    expect(h?.shipTo?.street1).toBe('1 Main St');
    expect(h?.shippingOption).toBe('Expedited');
    expect(h?.quote).toEqual(quoteOf(42));
  });

  it('never lets a slow stale answer overwrite a newer one', async () => {
    const [first, second] = answers(2);
    const { result } = setup();
    act(() => result.current.quote(address('1 Old Rd'), 'Standard'));
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    // The address changes while the first answer is still on its way.
    act(() => result.current.quote(address('2 New Ave'), 'Standard'));
    await act(async () => first!.resolve(quoteOf(10)));
    expect(result.current.totals).toBeNull();
    expect(result.current.pending).toBe(true);
    // Asked one after the other: the newer address reaches the server after the older one.
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(2));
    expect(asked.mock.calls[1]![0].shipTo.street1).toBe('2 New Ave');
    await act(async () => second!.resolve(quoteOf(20)));
    await waitFor(() => expect(result.current.totals).toEqual(quoteOf(20)));
    expect(result.current.pending).toBe(false);
  });

  it('skips a quote still waiting its turn when a newer one comes', async () => {
    const [first, next] = answers(2);
    const { result } = setup();
    act(() => result.current.quote(address('1 First St'), 'Standard'));
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    act(() => result.current.quote(address('2 Second St'), 'Standard'));
    act(() => result.current.quote(address('3 Third St'), 'Standard'));
    await act(async () => first!.resolve(quoteOf(1)));
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(2));
    expect(asked.mock.calls.map(([v]) => v.shipTo.street1)).toEqual(['1 First St', '3 Third St']);
    await act(async () => next!.resolve(quoteOf(3)));
    await waitFor(() => expect(result.current.totals).toEqual(quoteOf(3)));
  });

  it('drops the answer to a quote that was forgotten (the address changed)', async () => {
    const [a] = answers(1);
    const { result } = setup();
    act(() => result.current.quote(address('1 Main St'), 'Standard'));
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    act(() => result.current.forget());
    expect(result.current.pending).toBe(false);
    await act(async () => a!.resolve(quoteOf(42)));
    expect(result.current.totals).toBeNull();
  });

  it("shows the server's field messages, and marks the fields", async () => {
    const [a] = answers(1);
    const { result } = setup();
    act(() => result.current.quote(address('1 Main St'), 'Standard'));
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    await act(async () =>
      a!.reject(new ApiError(400, 'invalid', 'Check the address', { zip: 'Enter a valid ZIP code.' })),
    );
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current.totals).toBeNull();
    expect(result.current.problems).toEqual(['Enter a valid ZIP code.']);
    expect(result.current.fields).toEqual({ zip: 'Enter a valid ZIP code.' });
  });

  it("shows the carrier's words when the server has no field to mark", async () => {
    const [a] = answers(1);
    const { result } = setup();
    act(() => result.current.quote(address('1 Main St'), 'Standard'));
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    await act(async () => a!.reject(new ApiError(422, 'carrier', 'We cannot ship to this address.')));
    await waitFor(() => expect(result.current.problems).toEqual(['We cannot ship to this address.']));
  });

  it('Edit takes the totals away at once and always reaches the server, after the quote on its way', async () => {
    const [a] = answers(1);
    const edit = later<unknown>();
    cleared.mockImplementation(() => edit.promise as Promise<never>);
    const { result, client } = setup();
    act(() => result.current.quote(address('1 Main St'), 'Standard'));
    await waitFor(() => expect(asked).toHaveBeenCalledTimes(1));
    act(() => result.current.clear());
    expect(result.current.totals).toBeNull();
    expect(result.current.pending).toBe(true);
    expect(cleared).not.toHaveBeenCalled();
    await act(async () => a!.resolve(quoteOf(42)));
    // The older quote's answer does not bring the totals back.
    expect(result.current.totals).toBeNull();
    await waitFor(() => expect(cleared).toHaveBeenCalledTimes(1));
    await act(async () => edit.resolve({}));
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(client.getQueryData<HeldCheckout>(HELD_KEY)?.shipTo).toBeNull();
  });

  it('resumes what the server held when the page opened', () => {
    const { result } = setup();
    act(() => result.current.resume({ ...held, quote: quoteOf(7), problem: 'Out of stock' }));
    expect(result.current.totals).toEqual(quoteOf(7));
    expect(result.current.problems).toEqual(['Out of stock']);
    expect(result.current.pending).toBe(false);
  });
});
