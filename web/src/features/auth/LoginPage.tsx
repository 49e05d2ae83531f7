import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { loginSchema, MSG, safeNextPath } from '@pressrun/domain';
import { useMutation } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { productToReturnTo } from '../../app/product-return';
import { AuthLayout } from './AuthLayout';
import { login, useSignedIn } from './api';
import { messageOf } from './errors';
import { FormAlert } from './FormAlert';

/** /login: after login, a local `next` path, the product's builder the visitor started from, or the dashboard. */
export default function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Only a local path is honoured, so a crafted link cannot send a user to another site.
  const next = safeNextPath(params.get('next'));
  const signedIn = useSignedIn();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { email: '', password: '' },
    validate: zod4Resolver(loginSchema, { errorPriority: 'first' }),
  });

  const signIn = useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => {
      signedIn(user);
      navigate(next ?? productToReturnTo(user) ?? '/dashboard/default', { replace: true });
    },
    // 401 carries 'Login failed. Email and/or password are invalid.'; offline gets the generic text.
    onError: (e) => setError(messageOf(e, MSG.somethingWrong)),
  });

  const submit = form.onSubmit((values) => {
    setError(null);
    signIn.mutate(values);
  });

  return (
    <AuthLayout
      title="Welcome back"
      pageTitle="Sign in"
      subtitle="Sign in to manage your products and orders."
      below={
        <>
          New to PressRun?{' '}
          <Anchor
            component={Link}
            to={next ? `/register?next=${encodeURIComponent(next)}` : '/register'}
            fw={600}
          >
            Create an account
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert kind="error">{error}</FormAlert>
          <TextInput
            label="Email"
            type="email"
            placeholder="you@company.com"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <Stack gap={6}>
            <PasswordInput
              size="sm"
              label="Password"
              placeholder="Your password"
              autoComplete="current-password"
              {...form.getInputProps('password')}
            />
            <Group justify="flex-end">
              <Anchor component={Link} to="/forgot" fz="sm">
                Forgot password?
              </Anchor>
            </Group>
          </Stack>
          <Button type="submit" color="press.5" size="md" fullWidth loading={signIn.isPending}>
            Sign in
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
