import { Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG, resetSchema } from '@pressrun/domain';
import { useMutation } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AuthLayout } from './AuthLayout';
import { resetPassword } from './api';
import { messageOf } from './errors';
import { FormAlert } from './FormAlert';

/** The reset page sends the user to /login 500 ms after success. */
const REDIRECT_MS = 500;
const validateReset = zod4Resolver(resetSchema, { errorPriority: 'first' });

/** /reset/:token: new password and confirmation. */
export default function ResetPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string } | null>(
    token ? null : { kind: 'error', text: MSG.resetTokenInvalid },
  );
  const form = useForm({
    initialValues: { password: '', password_confirmation: '' },
    // The token comes from the address, not the form; a missing one is reported above.
    validate: (values) => validateReset({ ...values, token: token || 'missing' }),
  });
  const reset = useMutation({
    mutationFn: resetPassword,
    onSuccess: () => setResult({ kind: 'success', text: MSG.resetSuccess }),
    onError: (e) => setResult({ kind: 'error', text: messageOf(e, MSG.somethingWrong) }),
  });

  useEffect(() => {
    if (!reset.isSuccess) return;
    const t = setTimeout(() => navigate('/login', { replace: true }), REDIRECT_MS);
    return () => clearTimeout(t);
  }, [reset.isSuccess, navigate]);

  const submit = form.onSubmit((values) => {
    setResult(null);
    reset.mutate({ token, ...values });
  });

  return (
    <AuthLayout
      title="Create a new password"
      subtitle="Choose a password with at least 6 characters."
      below={
        <>
          Link expired?{' '}
          <Anchor component={Link} to="/forgot" fw={600}>
            Request a new one
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert kind={result?.kind ?? 'error'}>{result?.text ?? null}</FormAlert>
          <PasswordInput
            size="sm"
            label="New password"
            placeholder="At least 6 characters"
            autoComplete="new-password"
            disabled={!token || reset.isSuccess}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            size="sm"
            label="Confirm new password"
            placeholder="Type it again"
            autoComplete="new-password"
            disabled={!token || reset.isSuccess}
            {...form.getInputProps('password_confirmation')}
          />
          <Button
            type="submit"
            color="press.5"
            size="md"
            fullWidth
            loading={reset.isPending}
            disabled={!token || reset.isSuccess}
          >
            Reset password
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
