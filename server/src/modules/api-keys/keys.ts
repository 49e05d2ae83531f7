import crypto from 'node:crypto';
import { sha256 } from '../../lib/session';

/** What every key starts with: it says what the secret is (a PressRun live API key), as Stripe's do. */
export const KEY_PREFIX = 'pr_live_';
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const BODY_LENGTH = 32;

/** A new key: the prefix and 32 random base62 characters (about 190 bits). */
export function newKey(): string {
  let body = '';
  // Rejection sampling: bytes of 248 and above would make the first characters likelier.
  while (body.length < BODY_LENGTH) {
    for (const b of crypto.randomBytes(BODY_LENGTH)) {
      if (b < 248 && body.length < BODY_LENGTH) body += BASE62[b % 62];
    }
  }
  return KEY_PREFIX + body;
}

/** Only this is stored: a key has enough entropy that a plain SHA-256 cannot be reversed. */
export const hashKey = (key: string) => sha256(key);

/** What the Stores page shows to tell keys apart: the first 12 characters. */
export const prefixOf = (key: string) => key.slice(0, 12);
