import { type ReactNode, Suspense, useState } from 'react';

/**
 * Hydrating a whole public page at once is one long task on a phone's main thread (the page is
 * static HTML until it ends, and a tap waits for it). The site's entry instead hydrates the page in
 * parts: first everything outside a `HydrateLater` (the header and what the first screen shows),
 * then each `HydrateLater` part in a task of its own, in page order. A held part keeps the server's
 * HTML on screen meanwhile: its links work, only its handlers wait.
 *
 * Preact (which hydrates the public pages) keeps a held part's DOM when the part suspends while
 * hydrating, and hydrates that DOM when the part is let go. It keeps one element, so a part must
 * render exactly one root element (a section, a footer, a tile). Forms stay out of held parts: what
 * is typed before the page is live is replayed once it is, and a held form would not be.
 */

interface Gate {
  open: boolean;
  opened: Promise<void>;
  release(): void;
}

/** The gates of the hydration under way, in the order its parts were met; null outside it. */
let gates: Gate[] | null = null;
/** Settles once every part of the hydration under way is live; null outside it. */
let hydrated: Promise<void> | null = null;

function newGate(list: Gate[]): Gate {
  const gate = { open: false } as Gate;
  gate.opened = new Promise<void>((resolve) => {
    gate.release = () => {
      gate.open = true;
      resolve();
    };
  });
  list.push(gate);
  return gate;
}

function Held({ gate, children }: { gate: Gate; children: ReactNode }) {
  // Suspending while hydrating is how the part's server HTML stays as it is until its turn.
  if (!gate.open) throw gate.opened;
  return children;
}

/**
 * Hydrates `children` (one root element) in a later task than the page around it. Anywhere else
 * (the server's render, the app, a page the browser renders by itself) it is just `children`.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  // Decided once: the part keeps the same shape in every render after the first.
  const [gate] = useState(() => (gates ? newGate(gates) : null));
  if (!gate) return children;
  return (
    <Suspense fallback={null}>
      <Held gate={gate}>{children}</Held>
    </Suspense>
  );
}

/** The next task: `scheduler.yield` where the browser has it (it runs before other queued work). */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `hydrate` (a synchronous hydrateRoot) with every `HydrateLater` part held, then lets the
 * parts go one task at a time. Resolves once all of them are live.
 */
export async function hydrateInParts(hydrate: () => void): Promise<void> {
  let settle!: () => void;
  hydrated = new Promise((resolve) => {
    settle = resolve;
  });
  const held: Gate[] = [];
  gates = held;
  try {
    hydrate();
  } finally {
    gates = null;
  }
  for (const gate of held) {
    await nextTask();
    gate.release();
  }
  // The last part renders in the microtasks after its gate opened: one more task and it is live.
  await nextTask();
  hydrated = null;
  settle();
}

/** Calls `callback` once the page is live: now, or when its last held part has hydrated. */
export function whenHydrated(callback: () => void) {
  if (hydrated) void hydrated.then(callback);
  else callback();
}
