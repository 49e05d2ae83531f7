import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MSG } from '@pressrun/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { setSessionExpiredHandler } from './api';
import { router } from './router';
import { clearClientState, SESSION_KEY } from './session';

/**
 * When a refresh fails: 'Your session has expired, please log in again.', then the user is signed
 * out (cookies are already gone server-side) and sent to /login.
 */
export function SessionExpiry() {
  const qc = useQueryClient();
  useEffect(() => {
    let open = false;
    setSessionExpiredHandler(() => {
      if (open) return;
      open = true;
      clearClientState();
      qc.setQueryData(SESSION_KEY, null);
      modals.open({
        title: 'Signed out',
        closeOnClickOutside: false,
        withCloseButton: false,
        children: <Text>{MSG.sessionExpired}</Text>,
        onClose: () => {
          open = false;
        },
      });
      setTimeout(() => {
        modals.closeAll();
        open = false;
        router.navigate('/login');
      }, 2000);
    });
  }, [qc]);
  return null;
}
