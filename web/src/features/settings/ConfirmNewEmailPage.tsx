import { Button, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { ACCOUNT_MSG } from '@pressrun/domain';
import { IconCircleCheck, IconMailOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../app/api';
import { SESSION_KEY, useSession } from '../../app/session';
import { SupportEmail } from '../../components/SupportEmail';
import { AuthLayout } from '../auth';
import { ACCOUNT_KEY, confirmEmailChange } from './api';

type State =
  | { kind: 'confirming' }
  | { kind: 'confirmed'; message: string }
  | { kind: 'failed'; message: string };

/** /confirm_new_email/:token: the link mailed to a new address; opening it makes it the account's email. */
export default function ConfirmNewEmailPage() {
  const { token = '' } = useParams();
  const qc = useQueryClient();
  const { user } = useSession();
  const [state, setState] = useState<State>({ kind: 'confirming' });
  // A link works once: never send it twice (React's strict mode runs effects twice in development).
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirmEmailChange(token)
      .then((r) => {
        setState({ kind: 'confirmed', message: r.message });
        // A signed-in browser shows the new address at once.
        void qc.invalidateQueries({ queryKey: SESSION_KEY });
        void qc.invalidateQueries({ queryKey: ACCOUNT_KEY });
      })
      .catch((e: unknown) =>
        setState({
          kind: 'failed',
          message: e instanceof ApiError && e.status < 500 ? e.message : ACCOUNT_MSG.confirmFailed,
        }),
      );
  }, [token, qc]);

  const onward = user ? (
    <Button component={Link} to="/dashboard/settings" size="md" color="press.5" fullWidth>
      Go to Settings
    </Button>
  ) : (
    <Button component={Link} to="/login" size="md" color="press.5" fullWidth>
      Sign in
    </Button>
  );

  return (
    <AuthLayout title="New email address" centered>
      <Stack gap="lg" align="center" py="sm" aria-live="polite">
        {state.kind === 'confirming' && (
          <>
            <Loader color="steel" />
            <Text ta="center">{ACCOUNT_MSG.confirming}</Text>
          </>
        )}
        {state.kind === 'confirmed' && (
          <>
            <ThemeIcon size={72} radius={36} variant="light" color="teal">
              <IconCircleCheck size={40} stroke={1.6} />
            </ThemeIcon>
            <Text ta="center" fw={600} role="status" style={{ overflowWrap: 'anywhere' }}>
              {state.message}
            </Text>
            {onward}
          </>
        )}
        {state.kind === 'failed' && (
          <>
            <ThemeIcon size={72} radius={36} variant="light" color="press">
              <IconMailOff size={38} stroke={1.6} />
            </ThemeIcon>
            <Text ta="center" role="alert">
              {state.message}
            </Text>
            {onward}
            <Text fz="sm" c="dimmed" ta="center">
              Still stuck? Write to <SupportEmail inherit fw={600} />.
            </Text>
          </>
        )}
      </Stack>
    </AuthLayout>
  );
}
