import { checkLoginForm, MSG, safeNextPath } from '@pressrun/domain';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { productToReturnTo } from '../../app/product-return';
import { SiteLink, useSearchParam, useSiteNav } from '../../app/site-nav';
import { Button } from '../../components/ui/Button';
import { PasswordField, TextField } from '../../components/ui/TextField';
import classes from './AuthForm.module.css';
import { AuthLayout } from './AuthLayout';
import { login, useSignedIn } from './api';
import { messageOf } from './errors';
import { FormAlert } from './FormAlert';
import { useAuthForm } from './useAuthForm';
import { useRedirectIfSignedIn } from './useRedirectIfSignedIn';

/** /login: after login, a local `next` path, the product's builder the visitor started from, or the dashboard. */
export default function LoginPage() {
  useRedirectIfSignedIn();
  const { navigate } = useSiteNav();
  // Only a local path is honoured, so a crafted link cannot send a user to another site.
  const next = safeNextPath(useSearchParam('next'));
  const signedIn = useSignedIn();
  const [error, setError] = useState<string | null>(null);
  const form = useAuthForm(checkLoginForm, { email: '', password: '' });

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
          <SiteLink
            href={next ? `/register?next=${encodeURIComponent(next)}` : '/register'}
            className={`${classes.link} ${classes.other}`}
          >
            Create an account
          </SiteLink>
        </>
      }
    >
      <form {...form.formProps} onSubmit={submit} className={classes.form}>
        <FormAlert kind="error">{error}</FormAlert>
        <TextField
          label="Email"
          type="email"
          placeholder="you@company.com"
          autoComplete="email"
          {...form.field('email')}
        />
        <div className={classes.password}>
          <PasswordField
            label="Password"
            placeholder="Your password"
            autoComplete="current-password"
            {...form.field('password')}
          />
          <SiteLink href="/forgot" className={`${classes.link} ${classes.forgot}`}>
            Forgot password?
          </SiteLink>
        </div>
        <Button
          type="submit"
          color="press"
          size="md"
          fullWidth
          loading={signIn.isPending}
          disabled={!form.ready}
          data-waiting={!form.ready || undefined}
          className={classes.send}
        >
          Sign in
        </Button>
      </form>
    </AuthLayout>
  );
}
