import { Stack, Text } from '@mantine/core';
import { useStoreOrderOf } from './api';
import { updateText } from './store-text';

/** Under an order from a store: what its store was told (tracking, cancellation), when anything. */
export function StoreOrderUpdates({
  orderId,
  store,
}: {
  orderId: number;
  store: { name: string; platform: string };
}) {
  const of = useStoreOrderOf(orderId, true);
  const updates = of.data?.updates ?? [];
  if (updates.length === 0) return null;
  return (
    <Stack gap={2} data-testid="store-updates">
      {updates.map((u) => (
        <Text
          key={`${u.kind}-${u.lastAttemptAt ?? ''}`}
          fz="sm"
          c={u.status === 'failed' || u.status === 'not_supported' ? 'press.8' : undefined}
        >
          {updateText(u, store.name, store.platform)}
        </Text>
      ))}
    </Stack>
  );
}
