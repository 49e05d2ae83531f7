import type { BadgeProps } from '@mantine/core';
import { StatusBadge as Badge } from '../../components/StatusBadge';

/** An order's status in words ('Cancelled' for Disabled), its colour only repeating them. */
export function StatusBadge(props: { status: string } & Omit<BadgeProps, 'color'>) {
  return (
    <Badge
      tt="none"
      // A status is short: it shows whole, never cut to 'Creat…' by a narrow column.
      styles={{ root: { flexShrink: 0, overflow: 'visible' }, label: { overflow: 'visible' } }}
      data-testid="order-status"
      {...props}
    />
  );
}
