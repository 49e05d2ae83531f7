import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useBulkOrders } from './api';
import { created, statusColor } from './BulkOrderList';

/** The Stores page's glance at the last three uploads and where each stands (the list is on the CSV page). */
export function RecentBulkOrders() {
  const list = useBulkOrders();
  const latest = list.data?.slice(0, 3) ?? [];
  if (!latest.length) return null;
  return (
    <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Latest uploads">
      {latest.map((b) => (
        <Group
          component="li"
          key={b.id}
          justify="space-between"
          wrap="nowrap"
          gap="xs"
          data-testid="recent-bulk-order"
        >
          <Text fz="sm" truncate>
            <Anchor component={Link} to="/dashboard/stores/csv" fz="sm">
              {b.name}
            </Anchor>{' '}
            <Text span fz="xs" c="dimmed">
              {created(b.createdAt)}
            </Text>
          </Text>
          <Badge variant="light" radius="sm" color={statusColor(b)} style={{ flexShrink: 0 }}>
            {b.status}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}
