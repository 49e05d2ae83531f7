import {
  ACCOUNT_MSG,
  type AccountView,
  type accountUpdateSchema,
  REGISTRATION_DEFAULTS,
} from '@pressrun/domain';
import type { z } from 'zod';
import { AppError, conflict, unauthorized } from '../../lib/errors';
import type { Session } from '../../lib/session';
import { accountSettings as repo } from '../auth';
import type { SettingsDeps } from './deps';
import { confirmNewEmailMail, emailChangingMail } from './mails';

/** How long the link mailed to a new address works. */
export const CHANGE_EMAIL_TTL_MS = 24 * 60 * 60_000;

const emailTaken = () => conflict(ACCOUNT_MSG.emailTaken, { email: ACCOUNT_MSG.emailTaken });
const confirmFailed = () => new AppError(400, 'confirm_failed', ACCOUNT_MSG.confirmFailed);

function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

// Sign-up stores a row of zeros when no phone is given: Settings shows that as no phone at all.
const shownPhone = (phone: string) => (phone === REGISTRATION_DEFAULTS.phone_number ? '' : phone);

const view = (row: NonNullable<repo.AccountRow>): AccountView => ({ ...row, phone: shownPhone(row.phone) });

async function account(deps: SettingsDeps, userId: number) {
  const row = await repo.findAccount(deps.db, userId);
  if (!row) throw unauthorized();
  return row;
}

export const readAccount = async (deps: SettingsDeps, userId: number) => view(await account(deps, userId));

/**
 * Saves the account form. A blank field keeps the stored value. A new email is not taken at once:
 * it waits as the pending email until the link mailed to it is opened, and the current address is
 * told. Changed names also rename the user (the top bar shows that name).
 */
export async function updateAccount(
  deps: SettingsDeps,
  { userId, companyId }: Pick<Session, 'userId' | 'companyId'>,
  input: z.output<typeof accountUpdateSchema>,
): Promise<{ account: AccountView; message: string }> {
  const row = await account(deps, userId);
  const set: repo.AccountChanges = {};
  const firstName = input.firstName || row.firstName;
  const lastName = input.lastName || row.lastName;
  if (firstName !== row.firstName || lastName !== row.lastName)
    Object.assign(set, { firstName, lastName, username: `${firstName} ${lastName}`.trim() });
  if (input.phone && input.phone !== row.phone) set.phone = input.phone;
  // The current address typed again (or left blank) keeps any change already waiting.
  const newEmail = input.email && input.email !== row.email ? input.email : null;
  if (newEmail && (await repo.emailInUse(deps.db, newEmail, userId))) throw emailTaken();
  if (newEmail) set.pendingEmail = newEmail;

  await deps.db.transaction(async (tx) => {
    await repo.updateAccount(tx, userId, set);
    if (!newEmail) return;
    const token = await repo.createChangeToken(tx, userId, CHANGE_EMAIL_TTL_MS);
    // Queued with the change itself: the mails exist exactly when the pending email does.
    await deps.jobs.enqueueAll(
      [
        confirmNewEmailMail(deps, newEmail, token, companyId),
        emailChangingMail(deps, row.email, newEmail, companyId),
      ],
      tx,
    );
  });
  return {
    account: await readAccount(deps, userId),
    message: newEmail ? ACCOUNT_MSG.checkNewEmail(newEmail) : ACCOUNT_MSG.saved,
  };
}

/** A new link to the address waiting to be confirmed; the older link stops working. */
export async function resendChangeLink(
  deps: SettingsDeps,
  { userId, companyId }: Pick<Session, 'userId' | 'companyId'>,
) {
  const row = await account(deps, userId);
  const pending = row.pendingEmail;
  if (!pending) throw new AppError(409, 'no_pending_email', ACCOUNT_MSG.noPendingEmail);
  await deps.db.transaction(async (tx) => {
    const token = await repo.createChangeToken(tx, userId, CHANGE_EMAIL_TTL_MS);
    await deps.jobs.enqueueAll([confirmNewEmailMail(deps, pending, token, companyId)], tx);
  });
  return { message: ACCOUNT_MSG.resent(pending) };
}

/** Drops the waiting address; its link stops working. */
export async function cancelEmailChange(deps: SettingsDeps, userId: number) {
  await account(deps, userId);
  await deps.db.transaction(async (tx) => {
    await repo.updateAccount(tx, userId, { pendingEmail: null });
    await repo.useUpChangeTokens(tx, userId);
  });
  return { account: await readAccount(deps, userId), message: ACCOUNT_MSG.cancelled };
}

/** The link from the mail: the pending address becomes the account's email. */
export async function confirmEmailChange(deps: SettingsDeps, token: string) {
  try {
    const changed = await deps.db.transaction((tx) => repo.confirmChange(tx, token));
    if (!changed) throw confirmFailed();
    return { email: changed.email, message: ACCOUNT_MSG.confirmed(changed.email) };
  } catch (err) {
    // Someone signed up with the address after it was asked for: it is theirs now.
    if (isUniqueViolation(err)) throw emailTaken();
    throw err;
  }
}
