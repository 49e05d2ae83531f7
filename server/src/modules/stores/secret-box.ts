import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { StoreAuth } from '../../providers/stores';

/**
 * Store credentials are encrypted at rest with AES-256-GCM: a database dump or a backup alone
 * does not hand anyone a reseller's store. The key comes from STORE_TOKEN_KEY, or is generated
 * once and kept beside the data (DATA_DIR/store-token.key, readable by the owner only), so the
 * embedded default needs no setup. Losing the key loses the connections (they need re-authorising),
 * nothing else.
 */
export interface SecretBox {
  seal(auth: StoreAuth): string;
  open(cipher: string): StoreAuth;
}

const VERSION = 'v1';

export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('STORE_TOKEN_KEY must be 32 bytes (base64 or hex).');
  return {
    seal(auth) {
      const iv = crypto.randomBytes(12);
      const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(JSON.stringify(auth), 'utf8'), cipher.final()]);
      return [
        VERSION,
        iv.toString('base64'),
        cipher.getAuthTag().toString('base64'),
        body.toString('base64'),
      ].join(':');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split(':');
      if (version !== VERSION || !iv || !tag || !body) throw new Error('Unreadable store credentials.');
      const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      const text = Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString(
        'utf8',
      );
      return JSON.parse(text) as StoreAuth;
    },
  };
}

/** The key as configured (64 hex digits or base64 of 32 bytes). */
export function parseKey(value: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, 'hex') : Buffer.from(value, 'base64');
  if (key.length !== 32)
    throw new Error('STORE_TOKEN_KEY must be 32 bytes, written as 64 hex digits or base64.');
  return key;
}

/** The configured key, or the one kept in the data folder (made on first use). */
export function storeTokenKey(configured: string | null, dataDir: string): Buffer {
  if (configured) return parseKey(configured);
  const file = path.join(dataDir, 'store-token.key');
  try {
    return parseKey(fs.readFileSync(file, 'utf8').trim());
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const key = crypto.randomBytes(32);
  try {
    // 'wx': two processes starting together must not each write their own key.
    fs.writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    return key;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return parseKey(fs.readFileSync(file, 'utf8').trim());
  }
}
