import { Badge, type BadgeProps } from '@mantine/core';
import { isOrderStatus, STATUS_LABEL } from '@pressrun/domain';

/** A status as it reads on screen ('Disabled' reads 'Cancelled'); an unknown one as it came. */
export const statusLabel = (s: string | null | undefined) =>
  s && isOrderStatus(s) ? STATUS_LABEL[s] : (s ?? '');

/**
 * Badge colours by status. Each light badge's text is its colour's shade 8, which reaches 4.5:1
 * on its tint (theme.ts); the label always says the status, the colour only repeats it.
 */
const STATUS_COLOR: Record<string, string> = {
  Created: 'gray',
  ReadyToProduce: 'steel',
  InProduction: 'navy',
  OrderShipped: 'teal',
  Disabled: 'press',
};
export const statusColor = (status: string) => STATUS_COLOR[status] ?? 'gray';

/** An order's status in words, in its colour; customers' and staff's pages add their own look. */
export function StatusBadge({ status, ...props }: { status: string } & Omit<BadgeProps, 'color'>) {
  return (
    <Badge variant="light" radius="sm" color={statusColor(status)} {...props}>
      {statusLabel(status)}
    </Badge>
  );
}
