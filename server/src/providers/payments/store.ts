import { PaymentError } from './port';

/** What the sandbox gateways keep: one JSON record per object, keyed by kind and id. */
export type SandboxKind =
  | 'customer'
  | 'payment'
  | 'payment_method'
  | 'checkout_session'
  | 'paypal_order'
  | 'paypal_authorization'
  | 'paypal_capture';

export interface SandboxRecord<T> {
  data: T;
  /** Bumped by every update, so two processes changing one record cannot overwrite each other. */
  version: number;
}

/**
 * The sandbox's state lives in the database, so it survives restarts and every API process sees
 * the same payments. Inserting an id that exists must fail atomically (that is what makes an
 * idempotency key charge once), and an update must only apply to the version it was read at.
 */
export interface SandboxStore {
  get<T>(kind: SandboxKind, id: string): Promise<SandboxRecord<T> | null>;
  /** false when (kind, id) exists already; nothing is changed then. */
  insert<T>(kind: SandboxKind, id: string, data: T, owner?: string | null): Promise<boolean>;
  /** false when the record is no longer at `version` (someone else changed it first). */
  update<T>(kind: SandboxKind, id: string, version: number, data: T): Promise<boolean>;
  /** Every record of a kind inserted with this owner (a customer's saved cards), oldest first. */
  listByOwner<T>(kind: SandboxKind, owner: string): Promise<T[]>;
}

/**
 * Read, change, write back at the version read; on a lost race read again and retry. `change`
 * may throw (a refused transition) or return the record unchanged (nothing to write).
 */
export async function mutate<T>(
  store: SandboxStore,
  kind: SandboxKind,
  id: string,
  change: (current: T) => T,
  /** The record as the caller just read it, for the first attempt (null: not found then). */
  first?: SandboxRecord<T> | null,
): Promise<T> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const rec = attempt === 0 && first !== undefined ? first : await store.get<T>(kind, id);
    if (!rec) throw notFound(kind, id);
    const next = change(rec.data);
    if (next === rec.data) return next;
    if (await store.update(kind, id, rec.version, next)) return next;
  }
  throw new PaymentError('unavailable', { detail: `${kind} ${id} kept changing under us` });
}

export function notFound(kind: SandboxKind, id: string) {
  return new PaymentError('invalid_request', { code: 'resource_missing', detail: `No such ${kind}: ${id}` });
}
