import { Center, Loader } from '@mantine/core';
import { type ReactNode, useEffect, useRef } from 'react';
import { Navigate, useLocation } from 'react-router';
import { openUnverifiedNotice } from '../components/useVerifiedAction';
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
