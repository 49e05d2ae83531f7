import crypto from 'node:crypto';
import { PaymentError } from './port';
import type { SandboxKind, SandboxStore } from './store';

/**
 * An id derived from what made the object (an idempotency key): the same key gives the same id,
 * so the store's insert-if-absent is the idempotency record, one atomic step in any process.
 */
export function derivedId(prefix: string, scope: string): string {
  return `${prefix}_sbx_${crypto.createHash('sha256').update(scope).digest('hex').slice(0, 24)}`;
}

export function randomId(prefix: string): string {
  return `${prefix}_sbx_${crypto.randomBytes(12).toString('hex')}`;
}

/** A hash of a request's parameters: a key reused for a different request is refused, as Stripe does. */
export function fingerprint(params: unknown): string {
  return crypto.createHash('sha256').update(JSON.stringify(params)).digest('hex').slice(0, 32);
}

/**
 * Creates the record once per id. A retry (same id, same parameters) answers what the first call
 * stored, even when two processes race; different parameters under the same key are refused.
 */
export async function createOnce<T extends { fingerprint: string }>(
  store: SandboxStore,
  kind: SandboxKind,
  id: string,
  fp: string,
  make: () => T | Promise<T>,
  owner: string | null = null,
): Promise<T> {
  // Insert first: a new object (the usual case) costs one round trip, a retry two.
  const data = await make();
  if (await store.insert(kind, id, data, owner)) return data;
  const winner = await store.get<T>(kind, id);
  return sameRequest(winner!.data, fp);
}

function sameRequest<T extends { fingerprint: string }>(data: T, fp: string): T {
  if (data.fingerprint !== fp) {
    throw new PaymentError('invalid_request', {
      code: 'idempotency_key_reused',
      detail: 'This idempotency key was used before for a different request.',
    });
  }
  return data;
}
