import { Center, Loader } from '@mantine/core';
import { safeNextPath } from '@pressrun/domain';
import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { openUnverifiedNotice } from '../components/useVerifiedAction';
import { productToReturnTo } from './product-return';
import { useSession } from './session';

function Waiting() {
  return (
    <Center mih="50vh">
      <Loader />
    </Center>
  );
}

/**
 * A route needing sign-in sends the visitor to /login (remembering where they were going).
 * `fallback` is shown while the session is checked (the dashboard shows its frame's outline).
 */
export function RequireAuth({ children, fallback }: { children: ReactNode; fallback?: ReactNode }) {
  const { user, loading } = useSession();
  const loc = useLocation();
  if (loading) return fallback ?? <Waiting />;
  if (!user) return <Navigate to={`/login?next=${encodeURIComponent(loc.pathname + loc.search)}`} replace />;
  return children;
}

/**
 * Visitors who arrive at /login or /register already signed in go to the dashboard (or a local
 * `next`, or the builder of the product they pressed Start Order on: the verified-email page sends
 * a signed-in user here). Decided once on arrival: a sign-in made on the page itself navigates on its own.
 */
export function RedirectIfAuthed({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const [params] = useSearchParams();
  const arrivedSignedIn = useRef<boolean | null>(null);
  // The form shows while the session is being asked for: it is what the server renders (the same
  // page for everyone), and a visitor already signed in is sent on as soon as the answer comes.
  if (loading) return children;
  arrivedSignedIn.current ??= Boolean(user);
  if (arrivedSignedIn.current && user)
    return (
      <Navigate
        to={safeNextPath(params.get('next')) ?? productToReturnTo(user) ?? '/dashboard/default'}
        replace
      />
    );
  return children;
}

/**
 * The builder needs a verified email: an unverified user is sent to the dashboard, and told why
 * (the same popup the guarded buttons show), never silently.
 */
export function RequireVerified({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const loc = useLocation();
  if (loading) return <Waiting />;
  if (!user) return <Navigate to={`/login?next=${encodeURIComponent(loc.pathname + loc.search)}`} replace />;
  if (!user.email_verified) return <ToDashboardUnverified email={user.email} />;
  return children;
}

function ToDashboardUnverified({ email }: { email: string }) {
  const told = useRef(false);
  useEffect(() => {
    // Once, even where development's strict mode runs effects twice.
    if (told.current) return;
    told.current = true;
    openUnverifiedNotice(email);
  }, [email]);
  return <Navigate to="/dashboard/default" replace />;
}

/** Staff pages under /admin are invisible to customers. */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  if (loading) return <Waiting />;
  if (!user?.staff_role) return <Navigate to="/404" replace />;
  return children;
}
