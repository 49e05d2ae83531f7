import { Badge, type BadgeProps } from '@mantine/core';
import { STORE_STATUS_LABEL, type StoreStatus } from '@pressrun/domain';

const COLOR: Record<StoreStatus, string> = { connected: 'teal', needs_reauth: 'press', disconnected: 'gray' };

/** A store's status in words; the colour only repeats it. */
export function StoreStatusBadge({ status, ...props }: { status: StoreStatus } & Omit<BadgeProps, 'color'>) {
  return (
    <Badge variant="light" radius="sm" color={COLOR[status]} style={{ flexShrink: 0 }} {...props}>
      {STORE_STATUS_LABEL[status]}
    </Badge>
  );
}

/** The built-in sandbox's stores say so wherever they are named. */
export function SandboxBadge() {
  return (
    <Badge variant="outline" radius="sm" color="navy" style={{ flexShrink: 0 }}>
      Sandbox
    </Badge>
  );
}
