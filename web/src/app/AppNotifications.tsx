import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import classes from './notifications.module.css';

/** A success message goes after 3 s; an error stays until closed (`autoClose: false` where shown). */
export const NOTIFICATION_MS = 3000;

/**
 * Messages appear under the top bar on the right; on a phone, where the top bar fills the width,
 * at the bottom instead. Either way they never cover the top bar's actions.
 */
export function AppNotifications() {
  const phone = useMediaQuery('(max-width: 48em)') ?? false;
  return (
    <Notifications
      position={phone ? 'bottom-center' : 'top-right'}
      autoClose={NOTIFICATION_MS}
      transitionDuration={200}
      classNames={{ root: classes.root }}
    />
  );
}
