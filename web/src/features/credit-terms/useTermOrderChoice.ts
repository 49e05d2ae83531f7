import { useState } from 'react';
import type { TermOrder } from './api';

/**
 * Which term orders are chosen for paying, and the last payment's outcome. Kept by the tab, so a
 * failed reload of the list does not forget them.
 */
export function useTermOrderChoice() {
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [paid, setPaid] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const toggle = (id: number) =>
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleAll = (orders: TermOrder[], all: boolean) =>
    setSelected(all ? new Set(orders.filter((o) => o.payment === 'Open').map((o) => o.id)) : new Set());
  const onPaid = (message: string) => {
    setError(null);
    setPaid(message);
    setSelected(new Set());
  };
  const onFailed = (message: string) => {
    setPaid(null);
    setError(message);
  };

  return { selected, toggle, toggleAll, paid, setPaid, error, setError, onPaid, onFailed };
}

export type TermOrderChoice = ReturnType<typeof useTermOrderChoice>;
