import { notifications } from '@mantine/notifications';
import type { StoreView } from '@pressrun/domain';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Back from the platform's approval page, the server sends the browser to
 * /dashboard/stores?connected={storeId} or ?connect_error={message}. A success is a notification
 * naming the store (once the list names it); an error stays on the page until dismissed. Either way
 * the address is cleaned, so a reload does not say it again.
 */
export function useConnectResult(stores: StoreView[] | undefined, listSettled: boolean) {
  const [params, setParams] = useSearchParams();
  const connected = params.get('connected');
  const failed = params.get('connect_error');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (failed === null) return;
    setError(failed || 'The store could not be connected. Please try again.');
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('connect_error');
        return next;
      },
      { replace: true },
    );
  }, [failed, setParams]);

  useEffect(() => {
    if (connected === null || !listSettled) return;
    const store = stores?.find((s) => String(s.id) === connected);
    notifications.show({
      color: 'green',
      title: 'Store connected',
      message: `${store?.name ?? 'Your store'} is connected: its new orders now come to PressRun by themselves.`,
    });
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('connected');
        return next;
      },
      { replace: true },
    );
  }, [connected, listSettled, stores, setParams]);

  return { error, dismiss: () => setError(null) };
}
