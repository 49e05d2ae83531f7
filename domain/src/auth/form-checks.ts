// The sign-in, registration and password forms' checks in the browser, without zod: the public
// pages load them before a visitor can type, and zod with the schemas is about a fifth of such a
// page's JavaScript. They give, field by field, the first message the zod schemas in ./schemas give
// (which the server still validates with): form-checks.test.ts holds the two to the same answers
// over many inputs, and this email pattern to zod's.
import { MAX_INPUT, MSG, PASSWORD_MIN } from '../messages';

/** zod's email pattern (what `z.email()` checks by default), character for character. */
export const EMAIL_PATTERN =
  // biome-ignore lint/complexity/noUselessEscapeInRegex: kept as zod writes it, so the test can compare the two
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** A form's complaints: the first message for each field that has one. */
export type FormErrors<T> = Partial<Record<keyof T & string, string>>;

/** One step of a field's check, in the schema's order: its message when the value fails it. */
type Rule = (value: string) => string | null;

/** A length in characters (code points), as zod counts it: an emoji is one, not two UTF-16 units. */
const lengthOf = (v: string) => {
  let n = 0;
  for (const _ of v) n++;
  return n;
};
const atLeast =
  (n: number, message: string): Rule =>
  (v) =>
    lengthOf(v) < n ? message : null;
const atMost =
  (message: string = MSG.maxLength): Rule =>
  (v) =>
    lengthOf(v) > MAX_INPUT ? message : null;
/** Spaces around the value do not count (the schema trims before the other steps). */
const trimmed =
  (...rules: Rule[]): Rule =>
  (v) =>
    firstOf(rules, v.trim());
const firstOf = (rules: Rule[], v: string) => {
  for (const rule of rules) {
    const message = rule(v);
    if (message !== null) return message;
  }
  return null;
};

/** An address: required and not too long, then of the email's shape (the schema's pipe). */
const email = (requiredMsg: string, invalidMsg = requiredMsg): Rule =>
  trimmed(atLeast(1, requiredMsg), atMost(), (v) => (EMAIL_PATTERN.test(v) ? null : invalidMsg));

/**
 * Each field's first failing rule; then the confirmation must equal the password (checked after the
 * fields, as the schema's refinement is, so a field's own message comes first).
 */
function check<T extends Record<string, string>>(
  values: T,
  fields: { [K in keyof T]?: Rule[] },
  confirm?: { password: keyof T & string; confirmation: keyof T & string },
): FormErrors<T> {
  const errors: Record<string, string> = {};
  for (const [name, rules] of Object.entries(fields) as [string, Rule[]][]) {
    const message = firstOf(rules, values[name] ?? '');
    if (message !== null) errors[name] = message;
  }
  if (confirm && values[confirm.password] !== values[confirm.confirmation])
    errors[confirm.confirmation] ??= MSG.passwordsMustMatch;
  return errors as FormErrors<T>;
}

export type LoginFields = { email: string; password: string };
export type RegisterFields = {
  username: string;
  email: string;
  password: string;
  password_confirmation: string;
};
export type ForgotFields = { email: string };
export type ResetFields = { token: string; password: string; password_confirmation: string };

/** As `loginSchema`. */
export const checkLoginForm = (v: LoginFields) =>
  check(v, {
    email: [email(MSG.emailRequired)],
    password: [atLeast(1, MSG.loginPasswordRequired), atMost()],
  });

/** As `registerSchema`, for the fields the registration form has. */
export const checkRegisterForm = (v: RegisterFields) =>
  check(
    v,
    {
      username: [trimmed(atLeast(1, MSG.nameRequired), atMost())],
      email: [email(MSG.emailRequired)],
      password: [atLeast(1, MSG.passwordRequired), atLeast(PASSWORD_MIN, MSG.passwordMin), atMost()],
      password_confirmation: [atMost()],
    },
    { password: 'password', confirmation: 'password_confirmation' },
  );

/** As `forgotSchema`. */
export const checkForgotForm = (v: ForgotFields) => check(v, { email: [email(MSG.forgotEmailInvalid)] });

/** As `resetSchema`. */
export const checkResetForm = (v: ResetFields) =>
  check(
    v,
    {
      token: [atLeast(1, MSG.resetTokenInvalid), atMost(MSG.resetTokenInvalid)],
      password: [atLeast(1, MSG.resetPasswordRequired), atLeast(PASSWORD_MIN, MSG.passwordMin), atMost()],
      password_confirmation: [atLeast(1, MSG.resetConfirmRequired), atMost()],
    },
    { password: 'password', confirmation: 'password_confirmation' },
  );
