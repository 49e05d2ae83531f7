import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { regexes } from 'zod/v4/core';
import { MAX_INPUT, MSG } from '../messages';
import {
  checkForgotForm,
  checkLoginForm,
  checkRegisterForm,
  checkResetForm,
  EMAIL_PATTERN,
  type FormErrors,
} from './form-checks';
import { forgotSchema, loginSchema, registerSchema, resetSchema } from './schemas';

/** What the forms showed when they were checked by the zod schemas: each field's first message. */
function zodFirstMessages<T>(
  schema: { safeParse(v: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  values: T,
): FormErrors<T> {
  const found: Record<string, string> = {};
  for (const issue of schema.safeParse(values).error?.issues ?? [])
    found[issue.path.map(String).join('.')] ??= issue.message;
  return found as FormErrors<T>;
}

// What a visitor may type: nothing, spaces, any text, things shaped like (or nearly like) an email
// address, and text around the 256-character limit (with spaces that trimming takes away).
const piece = (parts: string[], minLength = 0) =>
  fc.array(fc.constantFrom(...parts), { minLength, maxLength: 6 }).map((a) => a.join(''));
const spaces = fc.constantFrom('', ' ', '  ', '\t', '\n', '\u00a0', '\ufeff');
// Addresses zod takes, or nearly: its characters, with now and then one it does not, a dot too
// many, a missing @, a one-letter or accented ending.
const local = piece(['a', 'Z', '0', '_', "'", '+', '-', '.a', '.', '..', 'é', ' ', '"', '!'], 1);
const label = piece(['a', 'b0', 'co', 'x-y', '-', 'x-', '1', '_', 'ü'], 1);
const domain = fc.array(label, { minLength: 1, maxLength: 3 }).map((a) => a.join('.'));
const tld = fc.constantFrom('', 'c', 'co', 'com', 'c0', 'museum', 'é', 'C-');
const noisyEmail = fc
  .tuple(
    spaces,
    local,
    fc.constantFrom('@', '@', '@', '', '@@'),
    domain,
    fc.constantFrom('.', '.', ''),
    tld,
    spaces,
  )
  .map((p) => p.join(''));
const goodLocal = fc
  .array(piece(['a', 'Z', '0', '_', "'", '+', '-'], 1), { minLength: 1, maxLength: 3 })
  .map((a) => a.join('.'));
const goodDomain = fc
  .array(fc.constantFrom('a', 'b0', 'co', 'x-y', '1'), { minLength: 1, maxLength: 3 })
  .map((a) => a.join('.'));
const nearlyGoodEmail = fc
  .tuple(spaces, goodLocal, fc.constant('@'), goodDomain, fc.constant('.'), tld, spaces)
  .map((p) => p.join(''));
const emailish = fc.oneof(nearlyGoodEmail, noisyEmail, fc.emailAddress());
const nearLimit = fc
  .tuple(
    spaces,
    fc.integer({ min: MAX_INPUT - 8, max: MAX_INPUT + 4 }),
    fc.constantFrom('a', ' ', 'é', '😀'),
    fc.constantFrom('', '@example.com'),
    spaces,
  )
  .map(([before, n, ch, tail, after]) => `${before}${ch.repeat(n).slice(0, n)}${tail}${after}`);
const text = fc.oneof(
  fc.constant(''),
  spaces,
  fc.string({ maxLength: 10 }),
  fc.string({ unit: 'grapheme', maxLength: 10 }),
  { arbitrary: emailish, weight: 4 },
  nearLimit,
);
/** A password and its confirmation: often the same, sometimes not. */
const passwords = fc
  .tuple(text, text, fc.boolean())
  .map(([password, other, same]) => ({ password, password_confirmation: same ? password : other }));

const RUNS = 3000;

describe('the auth forms’ checks without zod', () => {
  it('use zod’s own email pattern', () => {
    expect(EMAIL_PATTERN.source).toBe(regexes.email.source);
    expect(EMAIL_PATTERN.flags).toBe(regexes.email.flags);
  });

  it('sign-in: the same first message per field as loginSchema', () => {
    fc.assert(
      fc.property(fc.record({ email: text, password: text }), (v) => {
        expect(checkLoginForm(v)).toEqual(zodFirstMessages(loginSchema, v));
      }),
      { numRuns: RUNS },
    );
  });

  it('registration: the same first message per field as registerSchema', () => {
    fc.assert(
      fc.property(fc.record({ username: text, email: text }), passwords, (fields, pw) => {
        const v = { ...fields, ...pw };
        expect(checkRegisterForm(v)).toEqual(zodFirstMessages(registerSchema, v));
      }),
      { numRuns: RUNS },
    );
  });

  it('forgotten password: the same message as forgotSchema', () => {
    fc.assert(
      fc.property(fc.record({ email: text }), (v) => {
        expect(checkForgotForm(v)).toEqual(zodFirstMessages(forgotSchema, v));
      }),
      { numRuns: RUNS },
    );
  });

  it('new password: the same first message per field as resetSchema', () => {
    fc.assert(
      fc.property(fc.oneof(text, fc.constant('missing')), passwords, (token, pw) => {
        const v = { token, ...pw };
        expect(checkResetForm(v)).toEqual(zodFirstMessages(resetSchema, v));
      }),
      { numRuns: RUNS },
    );
  });

  // The same rules, as the pages show them.
  it('registration: a field’s own message first, then the confirmation must match', () => {
    const long = 'x'.repeat(MAX_INPUT + 1);
    expect(
      checkRegisterForm({ username: ' ', email: '', password: 'abc', password_confirmation: '' }),
    ).toEqual({
      username: MSG.nameRequired,
      email: MSG.emailRequired,
      password: MSG.passwordMin,
      password_confirmation: MSG.passwordsMustMatch,
    });
    expect(
      checkRegisterForm({
        username: 'Ada',
        email: ' ada@example.com ',
        password: long,
        password_confirmation: `${long}y`,
      }),
    ).toEqual({ password: MSG.maxLength, password_confirmation: MSG.maxLength });
    expect(
      checkRegisterForm({
        username: 'Ada',
        email: 'ada@example',
        password: 'secret',
        password_confirmation: 'secret',
      }),
    ).toEqual({ email: MSG.emailRequired });
    expect(checkForgotForm({ email: 'ada@example' })).toEqual({ email: MSG.forgotEmailInvalid });
  });
});
