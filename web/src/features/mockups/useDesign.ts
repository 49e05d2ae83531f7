import {
  type Alignment,
  alignLayer,
  type History,
  type HistoryAction,
  historyReducer,
  initialHistory,
  type Layer,
  patchLayer,
  removeLayer,
  restack,
} from '@pressrun/domain';
import { useCallback, useMemo, useReducer, useState } from 'react';
import type { PrintArea } from './printArea';

type Action = HistoryAction | { type: 'apply'; fn: (layers: Layer[]) => Layer[]; tag?: string };

// Changes are written as functions of the present layers, so the callbacks below never go stale
// and the canvas nodes (memoised) are not re-rendered by a new callback identity.
function reducer(h: History, a: Action): History {
  if (a.type === 'apply') return historyReducer(h, { type: 'commit', layers: a.fn(h.present), tag: a.tag });
  return historyReducer(h, a);
}

/** The builder's design: layers with undo/redo, the selection, and the edits the toolbar offers. */
export function useDesign(area: PrintArea | null, initialLayers: Layer[] = []) {
  const [history, dispatch] = useReducer(reducer, initialLayers, initialHistory);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const layers = history.present;
  const areaSize = useMemo(() => (area ? { width: area.width, height: area.height } : null), [area]);

  const apply = useCallback(
    (fn: (l: Layer[]) => Layer[], tag?: string) => dispatch({ type: 'apply', fn, tag }),
    [],
  );

  const actions = useMemo(
    () => ({
      reset: (next: Layer[]) => {
        dispatch({ type: 'reset', layers: next });
        setSelectedId(null);
      },
      add: (layer: Layer) => {
        apply((ls) => [...ls, layer]);
        setSelectedId(layer.id);
      },
      patch: (id: string, p: Partial<Layer>, tag?: string) => apply((ls) => patchLayer(ls, id, p), tag),
      remove: (id: string) => {
        apply((ls) => removeLayer(ls, id));
        setSelectedId((s) => (s === id ? null : s));
      },
      restack: (id: string, dir: 'forward' | 'backward') => apply((ls) => restack(ls, id, dir)),
      align: (id: string, how: Alignment) => {
        if (!areaSize) return;
        apply((ls) => ls.map((l) => (l.id === id ? alignLayer(l, areaSize, how) : l)));
      },
      nudge: (id: string, dx: number, dy: number) =>
        apply(
          (ls) => ls.map((l) => (l.id === id ? { ...l, left: l.left + dx, top: l.top + dy } : l)),
          `nudge:${id}`,
        ),
      undo: () => dispatch({ type: 'undo' }),
      redo: () => dispatch({ type: 'redo' }),
      select: setSelectedId,
    }),
    [apply, areaSize],
  );

  // A selection that was undone away is dropped.
  const selected = layers.find((l) => l.id === selectedId) ?? null;
  return {
    layers,
    selected,
    selectedId: selected ? selectedId : null,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    ...actions,
  };
}

export type Design = ReturnType<typeof useDesign>;
