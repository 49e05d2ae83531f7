import { Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { MSG, registerSchema, safeNextPath } from '@pressrun/domain';
import { useMutation } from '@tanstack/react-query';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../app/api';
import { AuthLayout } from './AuthLayout';
import { registerAccount, useSignedIn } from './api';
import { messageOf } from './errors';
import { FormAlert } from './FormAlert';

/** /register: name or company, email, password and confirmation. */
export default function RegisterPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const signedIn = useSignedIn();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { username: '', email: '', password: '', password_confirmation: '' },
    validate: zod4Resolver(registerSchema, { errorPriority: 'first' }),
  });

  const register = useMutation({
    mutationFn: registerAccount,
    onSuccess: ({ user, next: goTo }) => {
      signedIn(user);
      // The server answers '/verify?email=…', or the local next path it was given.
      navigate(safeNextPath(goTo) ?? `/verify?email=${encodeURIComponent(user.email)}`, { replace: true });
    },
    onError: (e) => {
      // 'Validation failed: Email has already been taken' belongs to the email field.
      if (e instanceof ApiError && e.status === 409) form.setFieldError('email', e.message);
      else if (e instanceof ApiError && Object.keys(e.fields).length) form.setErrors(e.fields);
      else setError(messageOf(e, MSG.networkErrorSignup));
    },
  });

  const submit = form.onSubmit((values) => {
    setError(null);
    register.mutate({ ...values, ...(next ? { next } : {}) });
  });

  return (
    <AuthLayout
      title="Create your account"
      subtitle="Start selling custom printed products in minutes."
      below={
        <>
          Already have an account?{' '}
          <Anchor component={Link} to={next ? `/login?next=${encodeURIComponent(next)}` : '/login'} fw={600}>
            Sign in
          </Anchor>
        </>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert kind="error">{error}</FormAlert>
          <TextInput
            label="Full name or company name"
            placeholder="Jane Cooper or Cooper Prints"
            autoComplete="name"
            {...form.getInputProps('username')}
          />
          <TextInput
            label="Email"
            type="email"
            placeholder="you@company.com"
            autoComplete="email"
            {...form.getInputProps('email')}
          />
          <PasswordInput
            size="sm"
            label="Password"
            placeholder="At least 6 characters"
            autoComplete="new-password"
            {...form.getInputProps('password')}
          />
          <PasswordInput
            size="sm"
            label="Confirm password"
            placeholder="Type it again"
            autoComplete="new-password"
            {...form.getInputProps('password_confirmation')}
          />
          <Button type="submit" color="press.5" size="md" fullWidth loading={register.isPending} mt={4}>
            Create account
          </Button>
          <Text fz="xs" c="dimmed" ta="center">
            By creating an account you agree to our{' '}
            <Anchor component={Link} to="/terms" fz="xs" underline="always">
              Terms and Conditions
            </Anchor>{' '}
            and{' '}
            <Anchor component={Link} to="/privacy" fz="xs" underline="always">
              Privacy Policy
            </Anchor>
            .
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
