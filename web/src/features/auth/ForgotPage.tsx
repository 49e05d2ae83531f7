import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { checkForgotForm, MSG } from '@pressrun/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { AuthLayout } from './AuthLayout';
import { forgotPassword } from './api';
import { messageOf } from './errors';
import { FormAlert } from './FormAlert';
import { useAuthForm } from './useAuthForm';

/** /forgot: asks for the email and mails a reset link. */
export default function ForgotPage() {
  const [result, setResult] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const form = useAuthForm(checkForgotForm, { email: '' });
  const forgot = useMutation({
    mutationFn: forgotPassword,
    onSuccess: () => {
      setResult({ kind: 'success', text: MSG.forgotSuccess });
      form.reset();
    },
    // The server's error text is shown as returned.
    onError: (e) => setResult({ kind: 'error', text: messageOf(e, MSG.somethingWrong) }),
  });

  const submit = form.onSubmit((values) => {
    setResult(null);
    forgot.mutate(values);
  });

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle={MSG.forgotIntro}
      below={
        <Anchor component={Link} to="/login" fz="sm" fw={600}>
          <IconArrowLeft size={14} style={{ verticalAlign: -2, marginRight: 4 }} />
          Back to sign in
        </Anchor>
      }
    >
      <form {...form.formProps} onSubmit={submit}>
        <Stack gap="md">
          <FormAlert kind={result?.kind ?? 'error'}>{result?.text ?? null}</FormAlert>
          <TextInput
            label="Email"
            type="email"
            placeholder="you@company.com"
            autoComplete="email"
            {...form.field('email')}
          />
          <Button type="submit" color="press.5" size="md" fullWidth loading={forgot.isPending}>
            Reset
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
