import type { ShippingOption, ShipTo, ShipToInput } from '@pressrun/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../app/api';
import { askQuote, clearShipTo, HELD_KEY, type HeldCheckout, PAYMENT_KEY, type Quote } from './api';

export interface HeldQuote {
  /** The totals shown: the newest answer, kept on screen while a newer one is asked for. */
  totals: Quote | null;
  /** The form's problems: the server's field messages, the carrier's words or the support text. */
  problems: string[];
  /** Field messages from the server, to mark the fields themselves. */
  fields: Record<string, string>;
  /** A quote or Edit is on its way. */
  pending: boolean;
}

const NONE: HeldQuote = { totals: null, problems: [], fields: {}, pending: false };

/**
 * Order review's talks with the server about the held address: quotes and Edit. They run one after
 * the other, so the server holds the last address asked for (two quotes racing could otherwise leave
 * the older one held); one still waiting when a newer one comes is skipped, and only the newest
 * answer is shown, so a slow stale answer never overwrites a newer one.
 */
export function useHeldQuote() {
  const qc = useQueryClient();
  const [state, setState] = useState<HeldQuote>(NONE);
  const latest = useRef(0);
  const chain = useRef<Promise<void>>(Promise.resolve());

  const run = useCallback(
    <T>(work: () => Promise<T>, done: (r: { ok: T } | { error: unknown }) => void, mustRun = false) => {
      const id = ++latest.current;
      setState((s) => ({ ...s, pending: true }));
      chain.current = chain.current.then(async () => {
        // A quote nobody waits for any more is not asked; Edit always reaches the server.
        if (id !== latest.current && !mustRun) return;
        let result: { ok: T } | { error: unknown };
        try {
          result = { ok: await work() };
        } catch (error) {
          result = { error };
        }
        if (id !== latest.current) return;
        done(result);
        // Whatever the payment step read before is older than this.
        void qc.invalidateQueries({ queryKey: PAYMENT_KEY, exact: true });
      });
    },
    [qc],
  );

  const held = (patch: Partial<HeldCheckout>) =>
    qc.setQueryData<HeldCheckout>(HELD_KEY, (h) => (h ? { ...h, ...patch } : h));

  /** Prices the cart for the address and option; the server holds both once they price. */
  const quote = (shipTo: ShipToInput, shippingOption: ShippingOption) =>
    run(
      () => askQuote({ shipTo, shippingOption }),
      (r) => {
        if ('ok' in r) {
          setState({ totals: r.ok, problems: [], fields: {}, pending: false });
          held({ shipTo: shipTo as ShipTo, quote: r.ok, shippingOption, problem: null });
          return;
        }
        const e = r.error;
        const fields = e instanceof ApiError ? e.fields : {};
        const problems = Object.keys(fields).length
          ? Object.values(fields)
          : [e instanceof Error ? e.message : String(e)];
        setState({ totals: null, problems, fields, pending: false });
      },
    );

  /** Edit: the totals go at once, and the server forgets the address (after any quote on its way). */
  const clear = () => {
    run(
      clearShipTo,
      (r) => {
        const problems = 'error' in r ? [r.error instanceof Error ? r.error.message : String(r.error)] : [];
        setState((s) => ({ ...s, pending: false, problems }));
        if ('ok' in r) held({ shipTo: null, quote: null, problem: null });
      },
      true,
    );
    setState({ ...NONE, pending: true });
  };

  /** The answer on its way is no longer wanted (the address changed while it was asked for). */
  const forget = () => {
    latest.current++;
    setState((s) => (s.pending ? { ...s, pending: false } : s));
  };

  /** What the server held when the page opened. */
  const resume = (h: HeldCheckout) =>
    setState({ totals: h.quote, problems: h.problem ? [h.problem] : [], fields: {}, pending: false });

  return { ...state, quote, clear, forget, resume };
}
