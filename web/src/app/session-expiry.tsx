import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { MSG } from '@pressrun/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { post, setSessionExpiredHandler } from './api';
import { setReportEmail } from './errors';
import { appRouter } from './router';
import { clearClientState, SESSION_KEY, useSession } from './session';

const MODAL_ID = 'session-expired';

/**
 * When a refresh fails: a confirm dialog 'Your session has expired, please
 * log in again.', then the login is deleted, local state cleared and the user goes to /login.
 * Also tells the error reporter who is signed in, so reports carry the email.
 */
export function SessionExpiry() {
  const qc = useQueryClient();
  const { user } = useSession();

  useEffect(() => {
    setReportEmail(user?.email ?? null);
  }, [user?.email]);

  useEffect(() => {
    let open = false;
    const signOut = async () => {
      open = false;
      // The cookies are probably gone already; the logout call makes sure the login is deleted.
      await post('/api/auth/logout').catch(() => {});
      clearClientState();
      qc.setQueryData(SESSION_KEY, null);
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
      await appRouter().navigate('/login', { replace: true });
    };
    setSessionExpiredHandler(() => {
      // Several requests can fail together; one dialog is enough.
      if (open) return;
      open = true;
      modals.openConfirmModal({
        modalId: MODAL_ID,
        title: 'Session expired',
        centered: true,
        closeOnClickOutside: false,
        closeOnEscape: false,
        withCloseButton: false,
        children: <Text>{MSG.sessionExpired}</Text>,
        labels: { confirm: 'Log in', cancel: '' },
        // A confirm dialog with one way out: the session is gone either way.
        cancelProps: { display: 'none' },
        onConfirm: signOut,
      });
    });
  }, [qc]);

  return null;
}
