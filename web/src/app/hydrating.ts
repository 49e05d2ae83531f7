import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const afterHydration = () => false;
const serverOrHydrating = () => true;

/**
 * True in the server's render and in the browser's render that hydrates it (which must match it),
 * false from the next render on, and always false in a page the browser renders by itself.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(noSubscription, afterHydration, serverOrHydrating);
}
