import { companyGroup, type NewJob } from '../../providers/jobs/queue';
import { mailJob, renderMail } from '../../providers/mail';
import type { SettingsDeps } from './deps';

const frame = (deps: SettingsDeps) => ({
  brand: deps.config.companyName,
  publicUrl: deps.config.publicUrl,
  supportEmail: deps.config.supportEmail,
});

export const CONFIRM_NEW_EMAIL_SUBJECT = 'Confirm your new email address';
export const EMAIL_CHANGING_SUBJECT = 'Your email address is being changed';

export const confirmNewEmailUrl = (deps: SettingsDeps, token: string) =>
  `${deps.config.publicUrl}/confirm_new_email/${encodeURIComponent(token)}`;

/** To the new address: the link that makes it the account's email. */
export function confirmNewEmailMail(
  deps: SettingsDeps,
  to: string,
  token: string,
  companyId: number,
): NewJob {
  const brand = deps.config.companyName;
  return mailJob(
    {
      to,
      subject: CONFIRM_NEW_EMAIL_SUBJECT,
      ...renderMail({
        ...frame(deps),
        heading: 'Confirm your new email address',
        paragraphs: [
          `You asked to use ${to} for your ${brand} account.`,
          'Your email address changes once you confirm it with the button below; until then you keep signing in with your current one.',
        ],
        action: { label: 'Confirm email address', url: confirmNewEmailUrl(deps, token) },
        footnote: `This link works once, for 24 hours. If you did not ask for this, you can ignore this email.`,
      }),
    },
    companyGroup(companyId),
  );
}

/** To the current address: someone signed in asked to move the account to another one. */
export function emailChangingMail(
  deps: SettingsDeps,
  to: string,
  newEmail: string,
  companyId: number,
): NewJob {
  const brand = deps.config.companyName;
  return mailJob(
    {
      to,
      subject: EMAIL_CHANGING_SUBJECT,
      ...renderMail({
        ...frame(deps),
        heading: 'Your email address is being changed',
        paragraphs: [
          `Someone signed in to your ${brand} account asked to change its email address to ${newEmail}.`,
          'The change takes effect once the link we sent to that address is opened.',
          `If this was not you, sign in, cancel the change in Settings and change your password, or write to ${deps.config.supportEmail}.`,
        ],
        action: { label: 'Open Settings', url: `${deps.config.publicUrl}/dashboard/settings` },
      }),
    },
    companyGroup(companyId),
  );
}
