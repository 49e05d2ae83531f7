import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { csrfOf, NARROW, uniqueEmail, waitForMail } from './support';

// Accounts, the signed-in shell and the dashboard.
// The texts below are written out word for word: the tests check them, not the app's constants.

const PASSWORD = 'press-run-1';

/** Signs a new account up through the API, in the page's cookie jar (so the page is signed in). */
async function signUpViaApi(page: Page, name: string, email = uniqueEmail('b')) {
  const csrf = await csrfOf(page.context(), page.request);
  const res = await page.request.post('/api/auth/register', {
    headers: { 'x-csrf-token': csrf },
    data: { username: name, email, password: PASSWORD, password_confirmation: PASSWORD },
  });
  expect(res.status()).toBe(201);
  return email;
}

async function fillRegister(
  page: Page,
  v: { name: string; email: string; password: string; confirm: string },
) {
  await page.getByLabel('Full name or company name').fill(v.name);
  await page.getByLabel('Email').fill(v.email);
  await page.getByLabel('Password', { exact: true }).fill(v.password);
  await page.getByLabel('Confirm password').fill(v.confirm);
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const linkTo = (links: string[], part: string) => {
  const link = links.find((l) => l.includes(part));
  expect(link, `a link containing ${part}`).toBeTruthy();
  const url = new URL(link!);
  return url.pathname + url.search;
};

const checklistItem = (page: Page, title: string) =>
  page.getByRole('listitem').filter({ has: page.getByText(title, { exact: true }) });

test('the account journey: register, verify, sign in, sign out, reset the password, sign in again', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('journey');
  const newPassword = 'brand-new-pass';

  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started' }).first().click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();

  await fillRegister(page, { name: 'jane cooper', email, password: PASSWORD, confirm: PASSWORD });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(`/verify?email=${encodeURIComponent(email)}`);
  await expect(page.getByTestId('verify-message')).toContainText(`We sent a verification link to ${email}`);
  await expect(page.getByRole('link', { name: 'Continue to Dashboard' })).toBeVisible();

  // The mail is opened in another browser (a phone, say), where nobody is signed in.
  const mail = await waitForMail(request, email, /verify/i);
  await page.context().clearCookies();
  await page.goto(linkTo(mail.links, '/confirm_email/'));
  await expect(page.getByText('Your email address has been verified! Directing to log in ...')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/default$/);
  await expect(page.getByRole('heading', { name: 'Welcome to your Dashboard, Jane!' })).toBeVisible();
  await expect(checklistItem(page, 'Create an account')).toContainText('Completed');
  await expect(checklistItem(page, 'Verify your email')).toContainText('Completed');
  await expect(checklistItem(page, 'Add a payment method')).not.toContainText('Completed');
  await expect(checklistItem(page, 'Create a product template')).not.toContainText('Completed');
  await expect(page.getByTestId('verify-banner')).toHaveCount(0);
  await expect(page.getByTestId('orders-placed')).toHaveText('0');
  // The key made with the account is shown once: from then on someone holds it.
  await page.goto('/dashboard/stores');
  await expect(page.getByTestId('api-key-secret')).toHaveText(/^pr_live_\w{20,}$/);
  await page.getByRole('button', { name: 'I have saved it' }).click();

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/dashboard/default');
  await expect(page).toHaveURL(/\/login\?next=/);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot$/);
  await expect(page.getByText("We'll email you a password reset link.")).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(
    page.getByText('Please check your registered email for further instructions to reset your password.'),
  ).toBeVisible();

  const resetMail = await waitForMail(request, email, /reset/i);
  await page.goto(linkTo(resetMail.links, '/reset/'));
  await expect(page.getByRole('heading', { name: 'Create a new password' })).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(
    page.getByText(
      'Your account password has been safely reset. You will be redirected to login in a few seconds...',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logIn(page, email, PASSWORD);
  await expect(page.getByText('Login failed. Email and/or password are invalid.')).toBeVisible();
  await logIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/dashboard\/default$/);
  await expect(page.getByRole('heading', { name: 'Welcome to your Dashboard, Jane!' })).toBeVisible();

  // A reset is how an owner takes an account back: whatever keys someone else may have made are
  // gone, and the Stores page says so until it is dismissed.
  await page.goto('/dashboard/stores');
  const notice = page.getByRole('alert').filter({ hasText: 'Keys and webhook endpoints revoked' });
  await expect(notice).toContainText('were revoked when your password was reset on');
  await expect(notice).toContainText('(1 API key), in case someone else made them; create new ones.');
  await expect(page.getByTestId('api-key')).toContainText('Revoked');
  await notice.getByRole('button', { name: 'Dismiss' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'API keys' })).toBeVisible();
  await expect(page.getByText('Keys and webhook endpoints revoked')).toHaveCount(0);
});

test('register shows every validation message', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please enter your name or company name.')).toBeVisible();
  await expect(page.getByText('Please enter your email address.')).toBeVisible();
  await expect(page.getByText('Please enter a secure password.')).toBeVisible();

  await fillRegister(page, {
    name: 'Cooper Prints',
    email: 'not-an-email',
    password: '12345',
    confirm: '54321',
  });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Please enter your email address.')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByText('Passwords must match.')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('register: a taken email is shown on the email field and the button works again', async ({ page }) => {
  const email = await signUpViaApi(page, 'First Owner');
  await page.context().clearCookies();
  await page.goto('/register');
  await fillRegister(page, { name: 'Second Try', email, password: PASSWORD, confirm: PASSWORD });
  const button = page.getByRole('button', { name: 'Create account' });
  await button.click();
  await expect(page.getByText('Email has already been taken')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(button).toBeEnabled();
  await expect(page).toHaveURL(/\/register$/);
});

test('register: a network failure says so and lets the user try again', async ({ page }) => {
  await page.route('**/api/auth/register', (route) => route.abort('internetdisconnected'));
  await page.goto('/register');
  await fillRegister(page, {
    name: 'Offline Co',
    email: uniqueEmail('offline'),
    password: PASSWORD,
    confirm: PASSWORD,
  });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('Network Error. Please try again later')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create account' })).toBeEnabled();
});

test('login shows the validation messages and the wrong-password message', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please enter your email address.')).toBeVisible();
  await expect(page.getByText('Please enter your password.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');

  const email = await signUpViaApi(page, 'Wrong Pass');
  await page.context().clearCookies();
  await page.goto('/login');
  await logIn(page, email, 'not-the-password');
  await expect(page.getByText('Login failed. Email and/or password are invalid.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot and reset show their validation messages', async ({ page }) => {
  await page.goto('/forgot');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await page.getByLabel('Email').fill('nope');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();

  await page.goto('/reset/not-a-real-token');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password is required', { exact: true })).toBeVisible();
  await expect(page.getByText('Confirm Password is required.')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('12345');
  await page.getByLabel('Confirm new password').fill('12345');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('123456');
  await page.getByLabel('Confirm new password').fill('654321');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords must match.')).toBeVisible();
  // A well-formed form with an unknown token: the server's text is shown, nobody is redirected.
  await page.getByLabel('Confirm new password').fill('123456');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toContainText('invalid or has expired');
  await expect(page).toHaveURL(/\/reset\/not-a-real-token$/);
});

test('a bad verification key shows the failure text', async ({ page }) => {
  await page.goto('/confirm_email/no-such-key');
  await expect(
    page.getByText(
      'We are having trouble verifying your email. Please try to sign up again or contact support.',
    ),
  ).toBeVisible();
});

test('signed-in visitors skip /login and /register; signed-out visitors are sent to /login', async ({
  page,
}) => {
  await page.goto('/dashboard/default');
  await expect(page).toHaveURL('/login?next=%2Fdashboard%2Fdefault');

  await signUpViaApi(page, 'Signed In');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard\/default$/);
  await page.goto('/register');
  await expect(page).toHaveURL(/\/dashboard\/default$/);
});

test('`next` is honoured only when it is a local path', async ({ page }) => {
  const email = await signUpViaApi(page, 'Next Path');
  await page.context().clearCookies();

  await page.goto('/dashboard/stores');
  await expect(page).toHaveURL('/login?next=%2Fdashboard%2Fstores');
  await logIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard\/stores$/);

  for (const next of ['https://evil.example/steal', '//evil.example/steal', 'javascript:alert(1)']) {
    await page.context().clearCookies();
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await logIn(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\/default$/);
  }
});

test('an unverified user sees the banner, and New Order shows the verify popup', async ({ page }) => {
  await signUpViaApi(page, 'unverified user');
  await page.goto('/dashboard/default');
  await expect(page.getByRole('heading', { name: 'Welcome to your Dashboard, Unverified!' })).toBeVisible();
  await expect(page.getByTestId('verify-banner')).toContainText('Please verify your email address');
  await expect(checklistItem(page, 'Verify your email')).not.toContainText('Completed');

  await page.getByRole('button', { name: 'New Order' }).click();
  const popup = page.getByRole('dialog');
  await expect(popup).toContainText('Please check your mail box to verify your email address');
  await popup.getByRole('button', { name: 'OK' }).click();
  await expect(popup).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard\/default$/);

  // The same on a phone, where New Order is an icon button.
  await page.setViewportSize(NARROW);
  await page.getByRole('button', { name: 'New Order' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    'Please check your mail box to verify your email address',
  );

  // Resend from the banner.
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await page.getByTestId('verify-banner').getByRole('button', { name: 'Resend verification email' }).click();
  await expect(
    page.getByText('We sent you a new verification link. Please check your mail box.'),
  ).toBeVisible();
});

test('sidebar, top bar and cart of the signed-in shell', async ({ page }) => {
  await signUpViaApi(page, 'Shell Owner');
  await page.goto('/dashboard/default');
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  for (const entry of ['Dashboard', 'Orders', 'Templates', 'Files & Assets', 'Stores', 'Billing'])
    await expect(nav.getByRole('link', { name: entry, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Stores' }).click();
  await expect(page).toHaveURL(/\/dashboard\/stores$/);
  await expect(nav.getByRole('link', { name: 'Stores' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { name: 'Integrations' })).toBeVisible();
  await page.getByRole('link', { name: 'Start an Integration' }).click();
  await expect(page).toHaveURL(/\/dashboard\/stores\/integrations$/);
  await expect(nav.getByRole('link', { name: 'Stores' })).toHaveAttribute('aria-current', 'page');

  await page.goto('/dashboard/help');
  await expect(page.getByRole('heading', { name: 'Help' })).toBeVisible();

  // The cart: a badge with the count, a modal with the empty state.
  await page.getByRole('button', { name: 'Cart, 0 items' }).click();
  await expect(page.getByRole('dialog')).toContainText('Your cart is empty');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // The avatar menu.
  await page.getByRole('button', { name: 'Account menu' }).click();
  for (const item of ['Home', 'Products', 'Settings', 'Logout'])
    await expect(page.getByRole('menuitem', { name: item })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings$/);

  // On a phone the sidebar hides behind the burger and closes once a page is chosen.
  await page.setViewportSize(NARROW);
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeHidden();
  await page.getByRole('button', { name: 'Open navigation' }).click();
  // Clicked once the sidebar has slid all the way in.
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeInViewport({ ratio: 1 });
  await nav.getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/dashboard\/orders$/);
  await expect(nav.getByRole('link', { name: 'Orders' })).toBeHidden();
});

test("role '3' does not see Templates and Stores; the other entries do not depend on the role", async ({
  page,
}) => {
  await signUpViaApi(page, 'Orders Only');
  // The role comes from the session; an orders-only member is simulated by answering /session with role '3'.
  await page.route('**/api/auth/session', async (route) => {
    const res = await route.fetch();
    const body = (await res.json()) as { user: Record<string, unknown> };
    await route.fulfill({ response: res, json: { user: { ...body.user, role: '3' } } });
  });
  await page.goto('/dashboard/default');
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  for (const entry of ['Dashboard', 'Orders', 'Files & Assets', 'Billing'])
    await expect(nav.getByRole('link', { name: entry, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Templates' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Stores' })).toHaveCount(0);
});

test('a failed refresh shows the session-expired dialog and leads to /login', async ({ page }) => {
  await signUpViaApi(page, 'Expiring Session');
  await page.goto('/dashboard/default');
  await expect(page.getByTestId('verify-banner')).toBeVisible();
  // Both the access and the refresh cookie are gone: the next call gets a 401 and the refresh fails.
  await page.context().clearCookies();
  await page.getByTestId('verify-banner').getByRole('button', { name: 'Resend verification email' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Your session has expired, please log in again.');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});
