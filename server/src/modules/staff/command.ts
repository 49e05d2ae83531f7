import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../../config';
import { migrateDatabase, openDatabase } from '../../db/client';
import { callControl } from '../../lib/control';
import { AppError } from '../../lib/errors';
import { isStaffRole, type StaffRole } from '../../lib/session';
import { changeStaffRole, describeChange, type RoleChange } from './roles';

export const USAGE =
  'usage: npm run staff -- grant <email> <operator|admin>\n       npm run staff -- revoke <email>';

export interface CommandResult {
  /** 0 done, 1 refused or failed, 2 not understood. */
  code: 0 | 1 | 2;
  line: string;
  /** Who applied it: the running server, or this command on the database itself. */
  via?: 'server' | 'database';
}

/**
 * `npm run staff -- grant <email> <operator|admin>` and `npm run staff -- revoke <email>`. Asks the
 * running server when there is one (its control file names it); otherwise opens the database itself.
 */
export async function runStaffCommand(args: string[], env: NodeJS.ProcessEnv): Promise<CommandResult> {
  const [verb, email, role, ...rest] = args;
  let change: { email: string; role: StaffRole | null };
  if (verb === 'grant' && email && isStaffRole(role) && !rest.length) change = { email, role };
  else if (verb === 'revoke' && email && role === undefined) change = { email, role: null };
  else return { code: 2, line: USAGE };

  const config = loadConfig(env);
  try {
    const viaServer = await askServer(config.dataDir, change);
    if (viaServer) return { code: 0, line: describeChange(viaServer), via: 'server' };
    return { code: 0, line: describeChange(await applyDirectly(config, change)), via: 'database' };
  } catch (err) {
    return { code: 1, line: err instanceof Error ? err.message : String(err) };
  }
}

/** The running server's answer, or null when no server is running. */
async function askServer(dataDir: string, change: { email: string; role: StaffRole | null }) {
  const called = await callControl(dataDir, '/api/control/staff-role', change, AbortSignal.timeout(15_000));
  if (!called) return null;
  const { res, control } = called;
  const body = (await res.json().catch(() => null)) as
    | (RoleChange & { error?: undefined })
    | { error: { code: string; message: string } }
    | null;
  if (res.ok && body && !body.error) return body as RoleChange;
  if (body?.error?.code === 'user_not_found') throw new Error(body.error.message);
  throw new Error(
    `The server on port ${control.port} refused the change (${res.status}${body?.error ? `: ${body.error.message}` : ''}). Is ${path.join(dataDir, 'control.json')} from another server?`,
  );
}

async function applyDirectly(
  config: ReturnType<typeof loadConfig>,
  change: { email: string; role: StaffRole | null },
): Promise<RoleChange> {
  if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'db')))
    throw new Error(`There is no PressRun database in ${config.dataDir} (set DATA_DIR or DATABASE_URL).`);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrateDatabase(database);
    return await changeStaffRole(database.db, change.email, change.role);
  } catch (err) {
    if (err instanceof AppError) throw new Error(err.message);
    throw err;
  } finally {
    await database.close();
  }
}
