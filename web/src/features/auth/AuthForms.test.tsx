import { MSG } from '@pressrun/domain';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../app/api';
import { SESSION_KEY, type SessionUser } from '../../app/session';
import { type SiteNav, SiteNavProvider, staticNav } from '../../app/site-nav';
import { renderWithApp, testQueryClient } from '../../test/render';
import ForgotPage from './ForgotPage';
import LoginPage from './LoginPage';
import RegisterPage from './RegisterPage';
import ResetPage from './ResetPage';

const calls = vi.hoisted(() => ({
  login: vi.fn(),
  registerAccount: vi.fn(),
  forgotPassword: vi.fn(),
  resetPassword: vi.fn(),
}));
// The brand mark is shared with the app's header and still drawn with Mantine and the router's link.
vi.mock('../../components/Brand', () => ({ Brand: () => <a href="/">PressRun</a> }));
vi.mock('./api', async (real) => ({ ...(await real<typeof import('./api')>()), ...calls }));

const user = { id: 1, email: 'ada@example.com', email_verified: true } as SessionUser;

/**
 * The page alone: no Mantine provider and no router, as the site's own entry shows it. The session
 * is seeded (signed out unless told), so nothing asks the server.
 */
function show(page: ReactNode, { search = '', session = null as SessionUser | null } = {}) {
  const client = testQueryClient();
  client.setQueryData(SESSION_KEY, session);
  const navigate = vi.fn();
  const nav: SiteNav = { ...staticNav(new URL(`http://localhost/login${search}`)), navigate };
  render(
    <QueryClientProvider client={client}>
      <SiteNavProvider value={nav}>{page}</SiteNavProvider>
    </QueryClientProvider>,
  );
  return { navigate, client };
}

beforeEach(() => {
  for (const call of Object.values(calls)) call.mockReset();
});

describe('sign-in page', () => {
  it('checks nothing until submitted, then shows each field’s message and sends nothing', async () => {
    show(<LoginPage />);
    const email = screen.getByLabelText('Email');
    await userEvent.type(email, 'x');
    await userEvent.clear(email);
    expect(screen.queryByRole('alert')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(MSG.emailRequired)).toBeTruthy();
    expect(screen.getByText(MSG.loginPasswordRequired)).toBeTruthy();
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(calls.login).not.toHaveBeenCalled();

    // Typing into a field takes its message away; the other stays.
    await userEvent.type(email, 'a');
    expect(screen.queryByText(MSG.emailRequired)).toBeNull();
    expect(screen.getByText(MSG.loginPasswordRequired)).toBeTruthy();
  });

  it('signs in and goes on to the local next path', async () => {
    calls.login.mockResolvedValue({ user });
    const { navigate } = show(<LoginPage />, { search: '?next=%2Forders' });
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/orders', { replace: true }));
    expect(calls.login.mock.calls[0]?.[0]).toEqual({ email: 'ada@example.com', password: 'secret1' });
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/register?next=%2Forders',
    );
  });

  it('shows the server’s refusal above the form', async () => {
    calls.login.mockRejectedValue(
      new ApiError(401, 'invalid', 'Login failed. Email and/or password are invalid.'),
    );
    show(<LoginPage />);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Login failed. Email and/or password are invalid.',
    );
  });

  it('sends a visitor who arrives signed in on, without the router', async () => {
    const { navigate } = show(<LoginPage />, { session: user, search: '?next=%2Fsettings' });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/settings', { replace: true }));
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});

describe('registration page', () => {
  it('shows the first message of each field on submit', async () => {
    show(<RegisterPage />);
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.type(screen.getByLabelText('Password'), 'abc');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'abd');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(MSG.nameRequired)).toBeTruthy();
    expect(screen.getByText(MSG.emailRequired)).toBeTruthy();
    expect(screen.getByText(MSG.passwordMin)).toBeTruthy();
    expect(screen.getByText(MSG.passwordsMustMatch)).toBeTruthy();
    expect(calls.registerAccount).not.toHaveBeenCalled();
  });

  it('puts a taken email under the email field, and goes on to verify', async () => {
    calls.registerAccount.mockRejectedValueOnce(
      new ApiError(409, 'taken', 'Validation failed: Email has already been taken'),
    );
    const { navigate } = show(<RegisterPage />);
    await userEvent.type(screen.getByLabelText('Full name or company name'), 'Ada');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Validation failed: Email has already been taken')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');

    calls.registerAccount.mockResolvedValue({ user, next: '/verify?email=ada%40example.com' });
    await userEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(navigate).toHaveBeenCalledWith('/verify?email=ada%40example.com', { replace: true }),
    );
  });
});

/** The forgotten and new password pages live in the app (Mantine, the router), on the same form hook. */
function showInApp(page: ReactNode, path: string, pattern: string) {
  renderWithApp(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={pattern} element={page} />
        <Route path="/login" element={<p>Sign-in page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('forgotten password page', () => {
  it('asks for a valid address on submit, then sends it and empties the field', async () => {
    calls.forgotPassword.mockResolvedValue(undefined);
    showInApp(<ForgotPage />, '/forgot', '/forgot');
    const email = screen.getByLabelText('Email');
    await userEvent.type(email, 'ada@example');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText(MSG.forgotEmailInvalid)).toBeTruthy();
    expect(calls.forgotPassword).not.toHaveBeenCalled();

    await userEvent.type(email, '.com');
    expect(screen.queryByText(MSG.forgotEmailInvalid)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText(MSG.forgotSuccess)).toBeTruthy();
    expect(calls.forgotPassword.mock.calls[0]?.[0]).toEqual({ email: 'ada@example.com' });
    expect((email as HTMLInputElement).value).toBe('');
  });
});

describe('new password page', () => {
  it('shows each field’s first message, then sends the token from the address', async () => {
    calls.resetPassword.mockResolvedValue(undefined);
    showInApp(<ResetPage />, '/reset/tok-123', '/reset/:token');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(MSG.resetPasswordRequired)).toBeTruthy();
    expect(screen.getByText(MSG.resetConfirmRequired)).toBeTruthy();

    await userEvent.type(screen.getByLabelText('New password'), 'secret1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'secret2');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(MSG.passwordsMustMatch)).toBeTruthy();
    expect(calls.resetPassword).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText('Confirm new password'));
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText(MSG.resetSuccess)).toBeTruthy();
    expect(calls.resetPassword.mock.calls[0]?.[0]).toEqual({
      token: 'tok-123',
      password: 'secret1',
      password_confirmation: 'secret1',
    });
  });

  it('says at once that a link whose token could never be one is invalid, and keeps the form shut', async () => {
    showInApp(<ResetPage />, `/reset/${'t'.repeat(300)}`, '/reset/:token');
    expect(await screen.findByText(MSG.resetTokenInvalid)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reset password' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByLabelText('New password').hasAttribute('disabled')).toBe(true);
  });
});
