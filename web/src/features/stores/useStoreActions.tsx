import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import type { StoreView } from '@pressrun/domain';
import { useConnectStore, useDisconnectStore } from './api';

/**
 * Reconnect (the platform's approval again, for a store that needs it or was disconnected) and
 * Disconnect (after a confirmation), as the Stores page and a store's page offer them.
 */
export function useStoreActions(store: StoreView) {
  const connect = useConnectStore();
  const disconnect = useDisconnectStore();

  const reconnect = () =>
    connect.mutate(
      store.platform === 'etsy' ? { platform: 'etsy' } : { platform: store.platform, shop: store.shop },
      {
        onError: (e) =>
          notifications.show({ color: 'red', autoClose: false, title: 'Error', message: e.message }),
      },
    );

  const confirmDisconnect = () =>
    modals.openConfirmModal({
      title: `Disconnect ${store.name}?`,
      centered: true,
      children: (
        <Text fz="sm">Orders stop coming in from this store; orders already placed are not affected.</Text>
      ),
      labels: { confirm: 'Disconnect', cancel: 'Keep connected' },
      confirmProps: { color: 'press.5' },
      onConfirm: () =>
        disconnect.mutate(store.id, {
          onSuccess: () =>
            notifications.show({
              color: 'green',
              title: 'Disconnected',
              message: `${store.name} is disconnected.`,
            }),
          onError: (e) =>
            notifications.show({ color: 'red', autoClose: false, title: 'Error', message: e.message }),
        }),
    });

  return {
    reconnect,
    // Busy from the click until the browser has left for the platform.
    reconnecting: connect.isPending || connect.isSuccess,
    confirmDisconnect,
    disconnecting: disconnect.isPending,
  };
}
