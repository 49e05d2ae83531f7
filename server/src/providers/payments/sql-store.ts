import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SandboxKind, SandboxRecord, SandboxStore } from './store';

/** The table the sandbox gateways keep their state in (its columns: see sql-store.test.ts). */
export const SANDBOX_TABLE = 'payment_sandbox_records';

/**
 * The sandbox store on PGlite or PostgreSQL: one row per object, its JSON in `data`. Insert is
 * `on conflict do nothing` and update is conditional on `version`, so several API processes can
 * share it without a lock.
 */
export class SqlSandboxStore implements SandboxStore {
  private table;
  constructor(
    private db: Db,
    table = SANDBOX_TABLE,
  ) {
    this.table = sql.identifier(table);
  }

  async get<T>(kind: SandboxKind, id: string): Promise<SandboxRecord<T> | null> {
    const rows = await this.rows<{ data: T; version: number }>(
      sql`select data, version from ${this.table} where kind = ${kind} and id = ${id}`,
    );
    return rows[0] ? { data: rows[0].data, version: Number(rows[0].version) } : null;
  }

  async insert<T>(kind: SandboxKind, id: string, data: T, owner: string | null = null) {
    const rows = await this.rows(sql`
      insert into ${this.table} (kind, id, owner, data, version)
      values (${kind}, ${id}, ${owner}, ${JSON.stringify(data)}::jsonb, 1)
      on conflict (kind, id) do nothing
      returning id`);
    return rows.length === 1;
  }

  async update<T>(kind: SandboxKind, id: string, version: number, data: T) {
    const rows = await this.rows(sql`
      update ${this.table} set data = ${JSON.stringify(data)}::jsonb, version = version + 1, updated_at = now()
      where kind = ${kind} and id = ${id} and version = ${version}
      returning id`);
    return rows.length === 1;
  }

  async listByOwner<T>(kind: SandboxKind, owner: string) {
    const rows = await this.rows<{ data: T }>(sql`
      select data from ${this.table} where kind = ${kind} and owner = ${owner} order by created_at, id`);
    return rows.map((r) => r.data);
  }

  private async rows<R = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<R[]> {
    const res = await this.db.execute(query);
    return (res as unknown as { rows: R[] }).rows;
  }
}
