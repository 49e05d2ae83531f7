import { Skeleton, Stack, Text } from '@mantine/core';
import type { StoreOrderView } from '@pressrun/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '../../components/PageStates';
import { StoreOrderItem } from './StoreOrderItem';

/** Store orders as a list, with their loading, failure and empty states. */
export function StoreOrdersList({
  query,
  empty,
  showStore,
  label,
}: {
  query: UseQueryResult<StoreOrderView[]>;
  empty: string;
  showStore: boolean;
  label: string;
}) {
  if (query.isPending)
    return (
      <Stack gap="sm" aria-busy="true" aria-label={`Loading ${label.toLowerCase()}`}>
        <Skeleton h={88} radius="md" />
        <Skeleton h={88} radius="md" />
      </Stack>
    );
  if (query.isError)
    return (
      <LoadError
        title={`${label} could not be loaded`}
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data.length === 0) return <Text fz="sm">{empty}</Text>;
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {query.data.map((o) => (
        <StoreOrderItem key={o.id} order={o} showStore={showStore} />
      ))}
    </Stack>
  );
}
