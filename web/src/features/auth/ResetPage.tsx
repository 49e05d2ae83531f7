import { Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { checkResetForm, MSG } from '@pressrun/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { AuthLayout } from './AuthLayout';
import { resetPassword } from './api';
import { messageOf } from './errors';
import { FormAlert } from './FormAlert';
import { useAuthForm } from './useAuthForm';

/** The reset page sends the user to /login 500 ms after success. */
const REDIRECT_MS = 500;

/** /reset/:token: new password and confirmation. */
export default function ResetPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  // The token comes from the address, not the form: one that is missing (or could never be one) is
  // reported above at once, and the form stays shut.
  const tokenUsable = checkResetForm({ token, password: '', password_confirmation: '' }).token === undefined;
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string } | null>(
    tokenUsable ? null : { kind: 'error', text: MSG.resetTokenInvalid },
  );
  const form = useAuthForm(
    (values) => {
      const { token: _shownAbove, ...fields } = checkResetForm({ ...values, token });
      return fields;
    },
    { password: '', password_confirmation: '' },
  );
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
      <form {...form.formProps} onSubmit={submit}>
        <Stack gap="md">
          <FormAlert kind={result?.kind ?? 'error'}>{result?.text ?? null}</FormAlert>
          <PasswordInput
            size="sm"
            label="New password"
            placeholder="At least 6 characters"
            autoComplete="new-password"
            disabled={!tokenUsable || reset.isSuccess}
            {...form.field('password')}
          />
          <PasswordInput
            size="sm"
            label="Confirm new password"
            placeholder="Type it again"
            autoComplete="new-password"
            disabled={!tokenUsable || reset.isSuccess}
            {...form.field('password_confirmation')}
          />
          <Button
            type="submit"
            color="press.5"
            size="md"
            fullWidth
            loading={reset.isPending}
            disabled={!tokenUsable || reset.isSuccess}
          >
            Reset password
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
