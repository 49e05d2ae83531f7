import { modals } from '@mantine/modals';
import { createElement, useCallback } from 'react';
import { useSession } from '../app/session';
import { UnverifiedNotice } from './UnverifiedNotice';

const MODAL_ID = 'unverified-email';

/** The info popup 'Please check your mail box to verify your email address' (with a resend). */
export function openUnverifiedNotice(email: string | null) {
  modals.open({
    modalId: MODAL_ID,
    title: 'Verify your email',
    centered: true,
    children: createElement(UnverifiedNotice, { email, onClose: () => modals.close(MODAL_ID) }),
  });
}

/**
 * Ordering and designing need a verified email: `guard(fn)` runs `fn` for a verified user and
 * otherwise shows the info popup. Used by New Order, New Template, Start Designing and the builder's
 * product picker.
 */
export function useVerifiedAction() {
  const { user } = useSession();
  const verified = Boolean(user?.email_verified);
  return useCallback(
    <A extends unknown[]>(fn: (...args: A) => void) =>
      (...args: A) => {
        if (verified) return fn(...args);
        openUnverifiedNotice(user?.email ?? null);
        return undefined;
      },
    [verified, user?.email],
  );
}
