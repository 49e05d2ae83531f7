import type { Config } from '../../config';
import { companyGroup, type JobQueue } from '../../providers/jobs/queue';
import { queueMail, renderMail } from '../../providers/mail';

type MailConfig = Pick<Config, 'companyName' | 'publicUrl' | 'supportEmail'>;

const brandOf = (c: MailConfig) => ({
  brand: c.companyName,
  publicUrl: c.publicUrl,
  supportEmail: c.supportEmail,
});

export const verifyEmailUrl = (c: MailConfig, key: string) =>
  `${c.publicUrl}/confirm_email/${encodeURIComponent(key)}`;
export const resetPasswordUrl = (c: MailConfig, token: string) =>
  `${c.publicUrl}/reset/${encodeURIComponent(token)}`;

/** Sent on sign-up and on 'resend': the link opens /confirm_email/{key}. */
export function queueVerificationMail(
  jobs: JobQueue,
  c: MailConfig,
  to: { email: string; firstName: string; companyId: number },
  key: string,
) {
  const greeting = to.firstName
    ? `Welcome to ${c.companyName}, ${to.firstName}!`
    : `Welcome to ${c.companyName}!`;
  const body = renderMail({
    ...brandOf(c),
    heading: greeting,
    paragraphs: [
      `Thanks for creating your ${c.companyName} account. Please confirm that ${to.email} is your email address.`,
      'Once it is verified you can design product templates and place orders.',
    ],
    action: { label: 'Verify email address', url: verifyEmailUrl(c, key) },
    footnote: `This link works for 7 days. If you did not sign up for ${c.companyName}, you can safely ignore this email.`,
  });
  return queueMail(
    jobs,
    { to: to.email, subject: 'Verify your email address', ...body },
    companyGroup(to.companyId),
  );
}

/** Sent by 'forgot password': the link opens /reset/{token}. */
export function queueResetMail(
  jobs: JobQueue,
  c: MailConfig,
  to: { email: string; companyId: number },
  token: string,
) {
  const body = renderMail({
    ...brandOf(c),
    heading: 'Reset your password',
    paragraphs: [
      `We received a request to reset the password of your ${c.companyName} account (${to.email}).`,
      'Choose a new password with the button below. A new password also signs out every session and revokes your API keys and webhook endpoints (in case someone else made them); you create new ones on the Stores page afterwards.',
    ],
    action: { label: 'Create a new password', url: resetPasswordUrl(c, token) },
    footnote:
      'This link works once and expires in 1 hour. If you did not ask for a new password, you can ignore this email; your password stays the same.',
  });
  return queueMail(
    jobs,
    { to: to.email, subject: 'Reset your password', ...body },
    companyGroup(to.companyId),
  );
}

/** Sent after a password reset: what it ended and revoked, and where to make new keys. */
export function queuePasswordChangedMail(
  jobs: JobQueue,
  c: MailConfig,
  to: { email: string; companyId: number },
  revoked: { apiKeys: number; webhookEndpoints: number },
) {
  const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  const what = [
    revoked.apiKeys ? count(revoked.apiKeys, 'API key') : '',
    revoked.webhookEndpoints ? count(revoked.webhookEndpoints, 'webhook endpoint') : '',
  ].filter(Boolean);
  const body = renderMail({
    ...brandOf(c),
    heading: 'Your password was changed',
    paragraphs: [
      `The password of your ${c.companyName} account (${to.email}) was just changed, and every session was signed out.`,
      what.length
        ? `Your API keys and webhook endpoints were revoked (${what.join(' and ')}), in case someone else made them. Create new ones on the Stores page and put them in your store or service.`
        : 'You had no API keys or webhook endpoints in use; any you make from now on are yours alone.',
    ],
    action: { label: 'Open the Stores page', url: `${c.publicUrl}/dashboard/stores` },
    footnote: `If you did not change your password, reset it again now and write to ${c.supportEmail}.`,
  });
  return queueMail(
    jobs,
    { to: to.email, subject: 'Your password was changed', ...body },
    companyGroup(to.companyId),
  );
}
