import crypto from 'node:crypto';

const PREFIX = 'whsec_';

/** A new signing secret, shown to the company once: `whsec_` + base64 of 24 random bytes. */
export const newSecret = () => PREFIX + crypto.randomBytes(24).toString('base64');

/** A delivery's `webhook-id`: made once per event and endpoint, kept on every retry and replay. */
export const newMessageId = () => `msg_${crypto.randomBytes(16).toString('base64url')}`;

/**
 * The `webhook-signature` header the Standard Webhooks way: `v1,<base64 HMAC-SHA256>` of
 * `id.timestamp.body`, keyed with the bytes the secret's base64 (after `whsec_`) stands for. One
 * signature per secret, space-separated: during a rotation the old secret signs too, so receivers
 * still holding it keep verifying.
 */
export function signatureHeader(secrets: string[], id: string, timestamp: number, body: string): string {
  const signed = `${id}.${timestamp}.${body}`;
  return secrets
    .map((s) => {
      const key = Buffer.from(s.startsWith(PREFIX) ? s.slice(PREFIX.length) : s, 'base64');
      return `v1,${crypto.createHmac('sha256', key).update(signed).digest('base64')}`;
    })
    .join(' ');
}

/** The secrets that sign now: the current one, and the previous one for 24 hours after a rotation. */
export function signingSecrets(
  e: { secret: string; previousSecret: string | null; previousSecretExpiresAt: Date | null },
  now: Date,
): string[] {
  const previousValid = e.previousSecret && e.previousSecretExpiresAt && e.previousSecretExpiresAt > now;
  return previousValid ? [e.secret, e.previousSecret!] : [e.secret];
}
