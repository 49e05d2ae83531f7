import { modals } from '@mantine/modals';
import { createElement, useCallback } from 'react';
import { useSession } from '../app/session';
import { UnverifiedNotice } from './UnverifiedNotice';

/**
 * Ordering and designing need a verified email (spec part 1 §4): `guard(fn)` runs `fn` for a
 * verified user and otherwise shows the info popup 'Please check your mail box to verify your
 * email address'. Used by New Order, New Template and Begin Checkout.
 */
export function useVerifiedAction() {
  const { user } = useSession();
  const verified = Boolean(user?.email_verified);
  return useCallback(
    <A extends unknown[]>(fn: (...args: A) => void) =>
      (...args: A) => {
        if (verified) return fn(...args);
        modals.open({
          modalId: 'unverified-email',
          title: 'Verify your email',
          centered: true,
          children: createElement(UnverifiedNotice, {
            email: user?.email ?? null,
            onClose: () => modals.close('unverified-email'),
          }),
        });
        return undefined;
      },
    [verified, user?.email],
  );
}
