import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

export const count = (n: number, noun: string) => `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;

export const ordersLink = (
  <Anchor component={Link} to="/dashboard/orders" fz="sm" fw={600}>
    See your orders
  </Anchor>
);

/** An upload outcome's close button; the body may shrink below its content's width, so long words wrap instead of running off a phone. */
export const dismissible = (onClose: () => void) => ({
  withCloseButton: true,
  closeButtonLabel: 'Dismiss',
  onClose,
  styles: { body: { minWidth: 0 }, title: { overflowWrap: 'anywhere' as const } },
});
