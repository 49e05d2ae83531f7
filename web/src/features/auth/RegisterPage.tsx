import { checkRegisterForm, MSG, safeNextPath } from '@pressrun/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../app/api';
import { SiteLink, useSearchParam, useSiteNav } from '../../app/site-nav';
import { Button } from '../../components/ui/Button';
import { PasswordField, TextField } from '../../components/ui/TextField';
import classes from './AuthForm.module.css';
import { AuthLayout } from './AuthLayout';
import { registerAccount, useSignedIn } from './api';
import { messageOf } from './errors';
import { FormAlert } from './FormAlert';
import { useAuthForm } from './useAuthForm';
import { useRedirectIfSignedIn } from './useRedirectIfSignedIn';

/** /register: name or company, email, password and confirmation. */
export default function RegisterPage() {
  useRedirectIfSignedIn();
  const { navigate } = useSiteNav();
  const next = safeNextPath(useSearchParam('next'));
  const signedIn = useSignedIn();
  const [error, setError] = useState<string | null>(null);
  const form = useAuthForm(checkRegisterForm, {
    username: '',
    email: '',
    password: '',
    password_confirmation: '',
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
          <SiteLink
            href={next ? `/login?next=${encodeURIComponent(next)}` : '/login'}
            className={`${classes.link} ${classes.other}`}
          >
            Sign in
          </SiteLink>
        </>
      }
    >
      <form {...form.formProps} onSubmit={submit} className={classes.form}>
        <FormAlert kind="error">{error}</FormAlert>
        <TextField
          label="Full name or company name"
          placeholder="Jane Cooper or Cooper Prints"
          autoComplete="name"
          {...form.field('username')}
        />
        <TextField
          label="Email"
          type="email"
          placeholder="you@company.com"
          autoComplete="email"
          {...form.field('email')}
        />
        <PasswordField
          label="Password"
          placeholder="At least 6 characters"
          autoComplete="new-password"
          {...form.field('password')}
        />
        <PasswordField
          label="Confirm password"
          placeholder="Type it again"
          autoComplete="new-password"
          {...form.field('password_confirmation')}
        />
        <Button
          type="submit"
          color="press"
          size="md"
          fullWidth
          loading={register.isPending}
          disabled={!form.ready}
          data-waiting={!form.ready || undefined}
          className={`${classes.send} ${classes.spaced}`}
        >
          Create account
        </Button>
        <p className={classes.terms}>
          By creating an account you agree to our{' '}
          <SiteLink href="/terms" className={classes.link}>
            Terms and Conditions
          </SiteLink>{' '}
          and{' '}
          <SiteLink href="/privacy" className={classes.link}>
            Privacy Policy
          </SiteLink>
          .
        </p>
      </form>
    </AuthLayout>
  );
}
