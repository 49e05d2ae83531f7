import { Button, Center, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { MSG } from '@pressrun/domain';
import { IconCircleCheck, IconMailOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { SESSION_KEY, type SessionUser } from '../../app/session';
import { AuthLayout } from './AuthLayout';
import { verifyEmail } from './api';

/** Spec part 1 §9: after verifying, the page goes to /login after 1.5 s. */
const REDIRECT_MS = 1500;

/** /confirm_email/:key (spec part 1 §4): sends the key once and says how it went. */
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
            <Center>
              <Button component={Link} to="/register" variant="light" color="steel">
                Sign up again
              </Button>
            </Center>
          </>
        )}
      </Stack>
    </AuthLayout>
  );
}
