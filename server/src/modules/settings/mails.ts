import type { AppContext } from '../../context';
import { companyGroup, type NewJob } from '../../providers/jobs/queue';
import { mailJob, renderMail } from '../../providers/mail';

const frame = (ctx: AppContext) => ({
  brand: ctx.config.companyName,
  publicUrl: ctx.config.publicUrl,
  supportEmail: ctx.config.supportEmail,
});

export const CONFIRM_NEW_EMAIL_SUBJECT = 'Confirm your new email address';
export const EMAIL_CHANGING_SUBJECT = 'Your email address is being changed';

export const confirmNewEmailUrl = (ctx: AppContext, token: string) =>
  `${ctx.config.publicUrl}/confirm_new_email/${encodeURIComponent(token)}`;

/** To the new address: the link that makes it the account's email. */
export function confirmNewEmailMail(ctx: AppContext, to: string, token: string, companyId: number): NewJob {
  const brand = ctx.config.companyName;
  return mailJob(
    {
      to,
      subject: CONFIRM_NEW_EMAIL_SUBJECT,
      ...renderMail({
        ...frame(ctx),
        heading: 'Confirm your new email address',
        paragraphs: [
          `You asked to use ${to} for your ${brand} account.`,
          'Your email address changes once you confirm it with the button below; until then you keep signing in with your current one.',
        ],
        action: { label: 'Confirm email address', url: confirmNewEmailUrl(ctx, token) },
        footnote: `This link works once, for 24 hours. If you did not ask for this, you can ignore this email.`,
      }),
    },
    companyGroup(companyId),
  );
}

/** To the current address: someone signed in asked to move the account to another one. */
export function emailChangingMail(ctx: AppContext, to: string, newEmail: string, companyId: number): NewJob {
  const brand = ctx.config.companyName;
  return mailJob(
    {
      to,
      subject: EMAIL_CHANGING_SUBJECT,
      ...renderMail({
        ...frame(ctx),
        heading: 'Your email address is being changed',
        paragraphs: [
          `Someone signed in to your ${brand} account asked to change its email address to ${newEmail}.`,
          'The change takes effect once the link we sent to that address is opened.',
          `If this was not you, sign in, cancel the change in Settings and change your password, or write to ${ctx.config.supportEmail}.`,
        ],
        action: { label: 'Open Settings', url: `${ctx.config.publicUrl}/dashboard/settings` },
      }),
    },
    companyGroup(companyId),
  );
}
