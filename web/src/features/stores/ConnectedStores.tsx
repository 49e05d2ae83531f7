import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import type { StoreView } from '@pressrun/domain';
import { Section } from '../../components/DetailSection';
import { DismissibleError, LoadError } from '../../components/PageStates';
import { useStoreOrders, useStores } from './api';
import { StoreItem } from './StoreItem';
import { StoreOrdersList } from './StoreOrdersList';
import { useConnectResult } from './useConnectResult';

/** Stores that work (or ask to be reconnected) first, newest first; disconnected ones after them. */
const byStatus = (stores: StoreView[]) =>
  [...stores].sort((a, b) => Number(a.status === 'disconnected') - Number(b.status === 'disconnected'));

/**
 * The Stores page's connected stores, and the orders of all of them that wait for the user (shown
 * when there are any), with the outcome of a connection just approved or refused.
 */
export function ConnectedStores() {
  const stores = useStores({ follow: true });
  const result = useConnectResult(stores.data, !stores.isPending);
  const anyAttention = (stores.data ?? []).some((s) => s.attention > 0);

  return (
    <>
      {result.error && <DismissibleError message={result.error} onClose={result.dismiss} />}
      <Section title="Your stores" id="your-stores-title">
        {stores.isPending ? (
          <Stack gap="sm" aria-busy="true" aria-label="Loading your stores">
            <Skeleton h={112} radius="md" />
          </Stack>
        ) : stores.isError ? (
          <LoadError
            title="Your stores could not be loaded"
            message={stores.error.message}
            onRetry={() => void stores.refetch()}
          />
        ) : stores.data.length === 0 ? (
          <Text fz="sm" data-testid="stores-empty">
            No stores connected yet. Connect one above, and its orders come in by themselves.
          </Text>
        ) : (
          <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your stores">
            {byStatus(stores.data).map((s) => (
              <StoreItem key={s.id} store={s} />
            ))}
          </Stack>
        )}
      </Section>
      {anyAttention && <NeedsAttention />}
    </>
  );
}

function NeedsAttention() {
  const held = useStoreOrders({ state: 'needs_attention' });
  return (
    <Section title="Needs attention" id="needs-attention-title">
      <Stack gap="sm">
        <Alert color="press" variant="light" p="sm">
          <Text fz="sm">
            These store orders are on hold: nothing is charged or made until you put the reason right and
            press Retry.
          </Text>
        </Alert>
        <StoreOrdersList
          query={held}
          showStore
          label="Orders on hold"
          empty="Nothing needs your attention."
        />
      </Stack>
    </Section>
  );
}
