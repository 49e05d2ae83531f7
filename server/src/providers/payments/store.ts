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

/** For tests and throwaway runs. Records are copied through JSON, as a database column would. */
export class MemorySandboxStore implements SandboxStore {
  private rows = new Map<
    string,
    { kind: SandboxKind; owner: string | null; json: string; version: number }
  >();

  async get<T>(kind: SandboxKind, id: string) {
    const row = this.rows.get(key(kind, id));
    return row ? { data: JSON.parse(row.json) as T, version: row.version } : null;
  }

  async insert<T>(kind: SandboxKind, id: string, data: T, owner: string | null = null) {
    if (this.rows.has(key(kind, id))) return false;
    this.rows.set(key(kind, id), { kind, owner, json: JSON.stringify(data), version: 1 });
    return true;
  }

  async update<T>(kind: SandboxKind, id: string, version: number, data: T) {
    const row = this.rows.get(key(kind, id));
    if (!row || row.version !== version) return false;
    row.json = JSON.stringify(data);
    row.version += 1;
    return true;
  }

  async listByOwner<T>(kind: SandboxKind, owner: string) {
    return [...this.rows.values()]
      .filter((r) => r.kind === kind && r.owner === owner)
      .map((r) => JSON.parse(r.json) as T);
  }

  /** Everything stored, as stored: tests read it to prove what is (and is not) kept. */
  dump(): string {
    return [...this.rows.values()].map((r) => r.json).join('\n');
  }

  count(kind: SandboxKind): number {
    return [...this.rows.values()].filter((r) => r.kind === kind).length;
  }
}

function key(kind: SandboxKind, id: string) {
  return `${kind}\u0000${id}`;
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
