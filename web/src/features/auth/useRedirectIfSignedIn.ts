import { safeNextPath } from '@pressrun/domain';
import { useEffect, useRef } from 'react';
import { productToReturnTo } from '../../app/product-return';
import { useSession } from '../../app/session';
import { useSiteNav } from '../../app/site-nav';

/**
 * A visitor who arrives at the sign-in or registration page already signed in goes on to a local
 * `next`, the builder of the product they pressed Start Order on (the verified-email page sends a
 * signed-in user here), or the dashboard. Decided once, when the session first answers: a sign-in
 * made on the page itself navigates on its own. The page shows its form meanwhile, as the server
 * rendered it (the same page for everyone).
 */
export function useRedirectIfSignedIn() {
  const { user, loading } = useSession();
  const { navigate, search } = useSiteNav();
  const arrivedSignedIn = useRef<boolean | null>(null);
  const sent = useRef(false);
  useEffect(() => {
    if (loading) return;
    arrivedSignedIn.current ??= Boolean(user);
    if (!arrivedSignedIn.current || !user || sent.current) return;
    sent.current = true;
    const next = safeNextPath(new URLSearchParams(search).get('next'));
    navigate(next ?? productToReturnTo(user) ?? '/dashboard/default', { replace: true });
  }, [loading, user, search, navigate]);
}
