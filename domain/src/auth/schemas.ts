import { z } from 'zod';
import { MAX_INPUT, MSG, PASSWORD_MIN } from '../messages';

const max = (s: z.ZodString) => s.max(MAX_INPUT, MSG.maxLength);
const email = (requiredMsg: string, invalidMsg = requiredMsg) =>
  max(z.string({ error: requiredMsg }).trim().min(1, requiredMsg)).pipe(z.email(invalidMsg));

/** Registration (spec part 1 §3, §5): defaults phone 0000000000, country US, state CA. */
export const registerSchema = z
  .object({
    username: max(z.string({ error: MSG.nameRequired }).trim().min(1, MSG.nameRequired)),
    email: email(MSG.emailRequired),
    password: max(
      z
        .string({ error: MSG.passwordRequired })
        .min(1, MSG.passwordRequired)
        .min(PASSWORD_MIN, MSG.passwordMin),
    ),
    password_confirmation: max(z.string({ error: MSG.passwordsMustMatch })),
    company_name: max(z.string()).trim().optional(),
    phone_number: max(z.string()).trim().optional(),
    country_code: max(z.string()).trim().optional(),
    state: max(z.string()).trim().optional(),
    next: z.string().max(2048).optional(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: MSG.passwordsMustMatch,
  });
export type RegisterInput = z.input<typeof registerSchema>;

export const REGISTRATION_DEFAULTS = { phone_number: '0000000000', country_code: 'US', state: 'CA' } as const;

export const loginSchema = z.object({
  email: email(MSG.emailRequired),
  password: max(z.string({ error: MSG.loginPasswordRequired }).min(1, MSG.loginPasswordRequired)),
});
export type LoginInput = z.input<typeof loginSchema>;

export const forgotSchema = z.object({ email: email(MSG.forgotEmailInvalid) });

export const resetSchema = z
  .object({
    token: z.string().min(1).max(MAX_INPUT),
    password: max(
      z
        .string({ error: MSG.resetPasswordRequired })
        .min(1, MSG.resetPasswordRequired)
        .min(PASSWORD_MIN, MSG.passwordMin),
    ),
    password_confirmation: max(
      z.string({ error: MSG.resetConfirmRequired }).min(1, MSG.resetConfirmRequired),
    ),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: MSG.passwordsMustMatch,
  });

export const searchSchema = z.object({
  q: z.string({ error: MSG.searchRequired }).trim().min(1, MSG.searchRequired).max(MAX_INPUT, MSG.maxLength),
});

/** A `next` URL is honoured only when it is a local path (no scheme, no protocol-relative `//`). */
export function safeNextPath(next: string | null | undefined): string | null {
  if (!next) return null;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  if (/[\r\n\t]/.test(next)) return null;
  return next;
}

/** 'jane doe' → 'Jane' — the checklist greets by first name, capitalised (spec part 1 §2). */
export function firstNameOf(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return first ? first[0]!.toUpperCase() + first.slice(1) : '';
}

/** Splits a full name into first and last name for the user record. */
export function splitName(name: string): { first_name: string; last_name: string } {
  const parts = name.trim().split(/\s+/);
  return { first_name: parts[0] ?? '', last_name: parts.slice(1).join(' ') };
}
