import { useEffect, useRef } from 'react';
import type { Design } from './useDesign';

const isTyping = (el: EventTarget | null) =>
  el instanceof HTMLElement && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));

/**
 * Builder shortcuts: arrows nudge the selected layer 1 px (10 px with Shift), Delete removes it,
 * Escape deselects, Ctrl/⌘+Z undoes and Ctrl/⌘+Shift+Z (or Ctrl+Y) redoes. Ignored while typing.
 */
export function useBuilderKeys(design: Design, enabled: boolean) {
  const ref = useRef(design);
  ref.current = design;
  useEffect(() => {
    if (!enabled) return;
    const onKey = (e: KeyboardEvent) => {
      if (isTyping(e.target)) return;
      const d = ref.current;
      const mod = e.ctrlKey || e.metaKey;
      const key = e.key.toLowerCase();
      if (mod && key === 'z') {
        e.preventDefault();
        if (e.shiftKey) d.redo();
        else d.undo();
        return;
      }
      if (mod && key === 'y') {
        e.preventDefault();
        d.redo();
        return;
      }
      const id = d.selectedId;
      if (!id) return;
      const step = e.shiftKey ? 10 : 1;
      const moves: Record<string, [number, number]> = {
        arrowleft: [-step, 0],
        arrowright: [step, 0],
        arrowup: [0, -step],
        arrowdown: [0, step],
      };
      const move = moves[key];
      if (move) {
        e.preventDefault();
        d.nudge(id, move[0], move[1]);
      } else if (key === 'delete' || key === 'backspace') {
        e.preventDefault();
        d.remove(id);
      } else if (key === 'escape') {
        d.select(null);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
