import { useState } from 'react';
import { type BulkMoveTo, type MoveResult, useMoveOrders } from './api';

/** The orders ticked in the queue and moving them together to the next status `to` (none: no bulk move). */
export function useBulkMove(to: BulkMoveTo | undefined) {
  const move = useMoveOrders();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [result, setResult] = useState<MoveResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const select = (ids: number[], on: boolean) =>
    setSelected((was) => {
      const next = new Set(was);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const moveSelected = () => {
    if (!to || selected.size === 0) return;
    setResult(null);
    setError(null);
    move.mutate(
      { orderIds: [...selected], to },
      {
        onSuccess: (r) => {
          setResult(r);
          setSelected(new Set());
        },
        onError: (e) => setError(e.message),
      },
    );
  };

  return { selected, select, moveSelected, moving: move.isPending, result, setResult, error, setError };
}
