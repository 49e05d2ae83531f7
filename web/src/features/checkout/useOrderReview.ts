import { type ShippingOption, type ShipToInput, shipToSchema } from '@pressrun/domain';
import { useEffect, useRef, useState } from 'react';
import { useCart } from '../cart';
import { useHeldCheckout } from './api';
import { useHeldQuote } from './useHeldQuote';
import { EMPTY_SHIP_TO, useShipToForm } from './useShipToForm';

/** How long the form stays still before a complete address is priced: one ask per pause, not per key. */
const QUOTE_AFTER_MS = 700;
const SHIP_TO_FIELDS = Object.keys(EMPTY_SHIP_TO) as (keyof typeof EMPTY_SHIP_TO)[];

/**
 * Order review's state: the ship-to form, the shipping option and the held quote. It resumes what the
 * server holds, asks for the totals when a complete address pauses or the option or cart changes,
 * and offers Calculate, Edit and the promo code's change.
 */
export function useOrderReview() {
  const cart = useCart();
  const held = useHeldCheckout();
  const review = useHeldQuote();
  const [option, setOption] = useState<ShippingOption>('Standard');
  const [shownProblems, setShownProblems] = useState<string[]>([]);
  const form = useShipToForm(review);

  const items = cart.data?.items ?? [];
  const locked = review.totals !== null;
  const problems = review.problems.length ? review.problems : shownProblems;
  // What a quote depends on; a change of it asks again.
  const cartKey = items.map((i) => `${i.id}:${i.quantity}`).join(',');
  const askedKey = useRef<string | null>(null);
  const keyOf = (values: ShipToInput, o: ShippingOption) => JSON.stringify([values, o, cartKey]);

  // Resume what the server holds (a reload, another device): once, from a fresh read.
  const resumed = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when both reads have arrived
  useEffect(() => {
    if (resumed.current || !held.data || held.isFetching || !cart.data) return;
    resumed.current = true;
    // What the user typed before the held address arrived is kept: it is newer than what is held.
    const typed = SHIP_TO_FIELDS.filter((f) => form.isDirty(f));
    const values = { ...EMPTY_SHIP_TO, ...(held.data.shipTo ?? {}) };
    for (const f of typed) values[f] = form.values[f];
    form.setValues(values);
    setOption(held.data.shippingOption);
    // The held totals were for the held address: shown only when nothing typed has changed it.
    if (held.data.shipTo && typed.every((f) => values[f] === (held.data.shipTo?.[f] ?? ''))) {
      review.resume(held.data);
      // Priced just now: no need to ask again until something changes.
      askedKey.current = keyOf(values, held.data.shippingOption);
    }
  }, [held.data, held.isFetching, cart.data]);

  const ask = (values = form.values, o = option) => {
    askedKey.current = keyOf(values, o);
    setShownProblems([]);
    review.quote(values, o);
  };

  // Ask for the totals as soon as the address is complete and valid (after a pause in typing), and
  // again when the option or the cart changes. Never for an empty cart, nor twice for the same thing.
  const key = keyOf(form.values, option);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key says what changed
  useEffect(() => {
    if (!resumed.current || !items.length || key === askedKey.current) return;
    if (locked) return ask();
    if (!shipToSchema.safeParse(form.values).success) return;
    const timer = setTimeout(() => ask(), QUOTE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [key, locked, items.length]);

  const editButton = useFocusOnLock(locked);

  const calculate = () => {
    const check = form.validate();
    if (check.hasErrors) {
      review.forget();
      setShownProblems(Object.values(check.errors).map(String));
      return;
    }
    ask();
  };
  const edit = () => {
    // The same address again is not asked for on its own; a change of it, or Calculate, asks.
    askedKey.current = key;
    setShownProblems([]);
    review.clear();
  };
  const onPromoChange = () => {
    // A promo changes the total: ask again when one is shown.
    if (locked) ask();
  };

  return {
    cart,
    held,
    review,
    items,
    form,
    option,
    setOption,
    locked,
    problems,
    editButton,
    calculate,
    edit,
    onPromoChange,
  };
}

export type OrderReview = ReturnType<typeof useOrderReview>;

/**
 * The form locks under the user's hands: keep their place on Edit rather than on nothing. Returns
 * the ref for the Edit button.
 */
function useFocusOnLock(locked: boolean) {
  const editButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (locked && active instanceof HTMLElement && active.closest('[data-ship-to-form]'))
      editButton.current?.focus();
  }, [locked]);
  return editButton;
}
