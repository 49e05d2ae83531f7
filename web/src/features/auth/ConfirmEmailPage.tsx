import { Button, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { MSG } from '@pressrun/domain';
import { IconCircleCheck, IconLogin, IconMailOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { SESSION_KEY, type SessionUser, useSession } from '../../app/session';
import { ResendVerificationButton } from '../../components/ResendVerificationButton';
import { SupportEmail } from '../../components/SupportEmail';
import { AuthLayout } from './AuthLayout';
import { verifyEmail } from './api';

/** After verifying, the page goes on to /login after 1.5 s. */
const REDIRECT_MS = 1500;

/**
 * After a failed verification: a new link (sent to a signed-in user at once; a visitor signs in
 * first and is offered it there), signing in, signing up again, or writing to support.
 */
function FailureWaysOn() {
  const { user } = useSession();
  const resendHere = user && !user.email_verified;
  return (
    <Stack gap="sm" w="100%" data-testid="verify-failed-actions">
      {resendHere ? (
        <>
          <ResendVerificationButton size="md" variant="filled" color="press.5" fullWidth />
          <Button component={Link} to="/dashboard/default" size="md" variant="default" fullWidth>
            Go to the dashboard
          </Button>
        </>
      ) : user ? (
        <Button component={Link} to="/dashboard/default" size="md" color="press.5" fullWidth>
          Go to the dashboard
        </Button>
      ) : (
        <Button
          component={Link}
          to={`/login?next=${encodeURIComponent('/verify')}`}
          size="md"
          color="press.5"
          fullWidth
          leftSection={<IconLogin size={18} />}
        >
          Sign in to get a new link
        </Button>
      )}
      {!user && (
        <Button component={Link} to="/register" variant="default" size="md" fullWidth>
          Sign up again
        </Button>
      )}
      <Text fz="sm" c="dimmed" ta="center">
        Still stuck? Write to <SupportEmail inherit fw={600} />.
      </Text>
    </Stack>
  );
}

/** /confirm_email/:key: sends the key once and says how it went. */
export default function ConfirmEmailPage() {
  const { key = '' } = useParams();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [state, setState] = useState<'verifying' | 'verified' | 'failed'>('verifying');
  // A key works once: never send it twice (React's strict mode runs effects twice in development).
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    verifyEmail(key)
      .then(() => {
        setState('verified');
        // If this browser is signed in, its user is now verified; the checklist must say so too.
        qc.setQueryData<SessionUser | null>(SESSION_KEY, (u) => (u ? { ...u, email_verified: true } : u));
        qc.invalidateQueries({ predicate: (q) => q.queryKey[0] !== SESSION_KEY[0] });
      })
      .catch(() => setState('failed'));
  }, [key, qc]);

  useEffect(() => {
    if (state !== 'verified') return;
    const t = setTimeout(() => navigate('/login', { replace: true }), REDIRECT_MS);
    return () => clearTimeout(t);
  }, [state, navigate]);

  return (
    <AuthLayout title="Email verification" centered>
      <Stack gap="lg" align="center" py="sm" aria-live="polite">
        {state === 'verifying' && (
          <>
            <Loader color="steel" />
            <Text ta="center">{MSG.verifying}</Text>
          </>
        )}
        {state === 'verified' && (
          <>
            <ThemeIcon size={72} radius={36} variant="light" color="teal">
              <IconCircleCheck size={40} stroke={1.6} />
            </ThemeIcon>
            <Text ta="center" fw={600} role="status">
              {MSG.verifySuccess}
            </Text>
          </>
        )}
        {state === 'failed' && (
          <>
            <ThemeIcon size={72} radius={36} variant="light" color="press">
              <IconMailOff size={38} stroke={1.6} />
            </ThemeIcon>
            <Text ta="center" role="alert">
              {MSG.verifyFailure}
            </Text>
            <FailureWaysOn />
          </>
        )}
      </Stack>
    </AuthLayout>
  );
}
