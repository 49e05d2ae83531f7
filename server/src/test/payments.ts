import type { SandboxKind, SandboxStore } from '../providers/payments/store';

/** The sandbox gateways' store in memory, for the gateways' own tests. Records are copied through JSON, as a database column would. */
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
