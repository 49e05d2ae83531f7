import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import classes from './ScrollRow.module.css';

/** The width of an edge's fade (ScrollRow.module.css .hint). */
const HINT_WIDTH = 48;

/**
 * Whether a sideways-scrolling element has more to show before and after what is in view, kept up
 * to date as it scrolls or changes size; `step` moves it most of a view along.
 */
export function useScrollEdges<T extends HTMLElement = HTMLDivElement>() {
  const ref = useRef<T>(null);
  const [edges, setEdges] = useState({ start: false, end: false });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const start = el.scrollLeft > 1;
      const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
      setEdges((e) => (e.start === start && e.end === end ? e : { start, end }));
    };
    // An item reached by keyboard is brought clear of the edges' fades (the browser's own scrolling
    // stops as soon as it is in view, under a fade).
    const reveal = (e: FocusEvent) => {
      if (!(e.target instanceof HTMLElement) || e.target === el) return;
      const row = el.getBoundingClientRect();
      const item = e.target.getBoundingClientRect();
      if (item.left < row.left + HINT_WIDTH) el.scrollLeft -= row.left + HINT_WIDTH - item.left;
      else if (item.right > row.right - HINT_WIDTH) el.scrollLeft += item.right - (row.right - HINT_WIDTH);
    };
    update();
    el.addEventListener('scroll', update, { passive: true });
    el.addEventListener('focusin', reveal);
    const resized = new ResizeObserver(update);
    resized.observe(el);
    for (const child of Array.from(el.children)) resized.observe(child);
    return () => {
      el.removeEventListener('scroll', update);
      el.removeEventListener('focusin', reveal);
      resized.disconnect();
    };
  }, []);
  const step = (dir: 1 | -1) => {
    const el = ref.current;
    el?.scrollBy({ left: dir * el.clientWidth * 0.7, behavior: 'smooth' });
  };
  return { ref, edges, step };
}

/**
 * Wraps a row that scrolls sideways (its scrolling element holds `scroll.ref`) and draws a fade
 * with an arrow over each edge that has more beyond it. The arrows are for pointer and touch:
 * keyboard users already reach every item (Tab, or the arrow keys in a tab list), and the browser
 * scrolls the focused one into view, so the arrows stay out of the tab order and of what a screen
 * reader reads. `background` is the colour the row sits on, which the fade melts into.
 */
export function ScrollRow({
  scroll,
  background,
  children,
}: {
  scroll: ReturnType<typeof useScrollEdges>;
  background: string;
  children: ReactNode;
}) {
  const hint = (side: 'start' | 'end') => (
    <button
      type="button"
      className={classes.hint}
      data-side={side}
      data-testid={`scroll-more-${side}`}
      aria-hidden
      tabIndex={-1}
      onClick={() => scroll.step(side === 'start' ? -1 : 1)}
    >
      <span className={classes.arrow}>
        {side === 'start' ? <IconChevronLeft size={16} /> : <IconChevronRight size={16} />}
      </span>
    </button>
  );
  return (
    <div className={classes.wrap} style={{ '--scroll-row-bg': background } as CSSProperties}>
      {children}
      {scroll.edges.start && hint('start')}
      {scroll.edges.end && hint('end')}
    </div>
  );
}
