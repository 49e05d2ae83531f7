import { z } from 'zod';
import { MAX_INPUT, MSG, PASSWORD_MIN } from '../messages';

const max = (s: z.ZodString) => s.max(MAX_INPUT, MSG.maxLength);
const email = (requiredMsg: string, invalidMsg = requiredMsg) =>
  max(z.string({ error: requiredMsg }).trim().min(1, requiredMsg)).pipe(z.email(invalidMsg));

/** Registration: defaults phone 0000000000, country US, state CA. */
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
    // A missing or mangled token is the same to the user as an expired one.
    token: z
      .string({ error: MSG.resetTokenInvalid })
      .min(1, MSG.resetTokenInvalid)
      .max(MAX_INPUT, MSG.resetTokenInvalid),
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

/** The key from /confirm_email/{key}; anything unusable fails with the one verification-failed text. */
export const verifyEmailSchema = z.object({
  key: z
    .string({ error: MSG.verifyFailure })
    .trim()
    .min(1, MSG.verifyFailure)
    .max(MAX_INPUT, MSG.verifyFailure),
});
