import { useMediaQuery } from '@mantine/hooks';
import { Notifications, useNotifications } from '@mantine/notifications';
import { useState } from 'react';
import classes from './notifications.module.css';

/** A success message goes after 3 s; an error stays until closed (`autoClose: false` where shown). */
export const NOTIFICATION_MS = 3000;

/**
 * Messages appear under the top bar on the right; on a phone, where the top bar fills the width,
 * at the bottom instead. Either way they never cover the top bar's actions.
 *
 * The messages' host is mounted with the first message (they wait in Mantine's store until then) and
 * kept: mounted at start, its portal and transitions each re-render synchronously as the app's first
 * view is put on screen, for a host that is empty.
 */
export function AppNotifications() {
  const { notifications } = useNotifications();
  const [used, setUsed] = useState(false);
  if (!used && notifications.length > 0) setUsed(true);
  return used ? <MessageHost /> : null;
}

function MessageHost() {
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
