import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateDatabase, openDatabase } from '../../db/client';
import { companies, users } from '../../db/schema';
import { controlFilePath, readControlFile } from '../../lib/control';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { runStaffCommand } from './command';

const ROUTE = '/api/control/staff-role';
const STAFF_PAGE = '/api/admin/error-reports';

describe('npm run staff, through the running server', () => {
  let t: TestApp;
  const roleOf = async (userId: number) =>
    (await t.app.ctx.db.select().from(users).where(eq(users.id, userId)))[0]!.staffRole;
  const emailOf = async (userId: number) =>
    (await t.app.ctx.db.select().from(users).where(eq(users.id, userId)))[0]!.email;
  const run = (...args: string[]) => runStaffCommand(args, { DATA_DIR: t.config.dataDir, DATABASE_URL: '' });

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('writes a control file only its owner can read, naming the port and a random token', () => {
    const file = controlFilePath(t.config.dataDir);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const control = readControlFile(t.config.dataDir)!;
    expect(control.port).toBe((t.app.server.address() as { port: number }).port);
    expect(control.token).toMatch(/^[\w-]{40,}$/);
  });

  it('grants and revokes a role; the user has it, and loses it, on their next request', async () => {
    const who = await signedInCompany(t);
    const email = await emailOf(who.userId);
    expect((await who.c.get(STAFF_PAGE)).status).toBe(404);

    const granted = await run('grant', email.toUpperCase(), 'operator');
    expect(granted).toEqual({ code: 0, via: 'server', line: `${email} (Test) is now a PressRun operator.` });
    expect(await roleOf(who.userId)).toBe('operator');
    // The access cookie still says 'customer': the role is read from the database.
    expect((await who.c.get(STAFF_PAGE)).status).toBe(200);

    expect((await run('grant', email, 'admin')).line).toBe(`${email} (Test) is now a PressRun admin.`);
    expect((await run('grant', email, 'admin')).line).toBe(
      `${email} (Test) was already a PressRun admin; nothing changed.`,
    );
    const revoked = await run('revoke', email);
    expect(revoked).toEqual({
      code: 0,
      via: 'server',
      line: `${email} (Test) is no longer PressRun staff (was admin).`,
    });
    expect(await roleOf(who.userId)).toBeNull();
    // The server forgot its cached reading at once (another process would within two seconds).
    expect((await who.c.get(STAFF_PAGE)).status).toBe(404);
    expect((await run('revoke', email)).line).toBe(
      `${email} (Test) was not PressRun staff; nothing changed.`,
    );
  });

  it('says so, with exit code 1, for an email no user has, and 2 for a command it does not know', async () => {
    expect(await run('grant', 'nobody@example.com', 'admin')).toEqual({
      code: 1,
      line: 'No PressRun user has the email nobody@example.com.',
    });
    for (const args of [
      [],
      ['grant', 'a@b.c'],
      ['grant', 'a@b.c', 'owner'],
      ['revoke'],
      ['revoke', 'a@b.c', 'admin'],
      ['promote', 'a@b.c'],
    ])
      expect((await run(...args)).code).toBe(2);
  });

  it('answers without the token, with a wrong one, or from another machine exactly as an unknown route', async () => {
    const { token } = readControlFile(t.config.dataDir)!;
    const staff = await signedInCompany(t, { staffRole: 'admin' });
    const target = await signedInCompany(t);
    const body = { email: await emailOf(target.userId), role: 'admin' };
    const notFound = { error: { code: 'not_found', message: `No route POST ${ROUTE}` } };
    const tries = [
      await t.client().post(ROUTE, body),
      await staff.c.post(ROUTE, body),
      await t.client().post(ROUTE, body, { headers: { 'x-control-token': 'x'.repeat(token.length) } }),
      await t.client().post(ROUTE, body, { headers: { 'x-control-token': `${token}x` } }),
    ];
    const remote = await t.app.inject({
      method: 'POST',
      url: ROUTE,
      remoteAddress: '203.0.113.9',
      headers: { 'x-control-token': token, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
    for (const res of tries) expect([res.status, res.body]).toEqual([404, notFound]);
    expect([remote.statusCode, remote.json()]).toEqual([404, notFound]);
    expect(await roleOf(target.userId)).toBeNull();
    // Not in the public API description either.
    expect(Object.keys((t.app.swagger() as { paths: object }).paths)).not.toContain(ROUTE);
  });

  it('removes the control file when the server closes', async () => {
    const other = await createTestApp();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    expect(readControlFile(other.config.dataDir)).not.toBeNull();
    await other.app.close();
    expect(fs.existsSync(controlFilePath(other.config.dataDir))).toBe(false);
    await other.close();
  });
});

describe('npm run staff, with no server running', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pressrun-staff-'));
  const email = `ops.${crypto.randomBytes(4).toString('hex')}@example.com`;
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  const storedRole = async () => {
    const database = await openDatabase({ databaseUrl: null, dataDir });
    try {
      return (await database.db.select().from(users).where(eq(users.email, email)))[0]!.staffRole;
    } finally {
      await database.close();
    }
  };

  beforeAll(async () => {
    const database = await openDatabase({ databaseUrl: null, dataDir });
    await migrateDatabase(database);
    const [co] = await database.db.insert(companies).values({ name: 'Ops Co' }).returning();
    await database.db.insert(users).values({
      companyId: co!.id,
      username: email,
      firstName: 'Grace',
      lastName: 'Hopper',
      email,
      passwordHash: 'x',
    });
    await database.close();
  }, 120_000);
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('opens the database itself and applies the change', async () => {
    expect(await runStaffCommand(['grant', email, 'admin'], env)).toEqual({
      code: 0,
      via: 'database',
      line: `${email} (Grace Hopper) is now a PressRun admin.`,
    });
    expect(await storedRole()).toBe('admin');
    expect((await runStaffCommand(['grant', 'nobody@example.com', 'admin'], env)).code).toBe(1);
  }, 60_000);

  it('takes a control file whose server is gone for what it is, and opens the database', async () => {
    // A port nobody listens on: bound, noted, closed.
    const net = await import('node:net');
    const server = net.createServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as { port: number }).port;
    await new Promise((r) => server.close(r));
    fs.writeFileSync(controlFilePath(dataDir), JSON.stringify({ host: '0.0.0.0', port, token: 'stale' }));
    const res = await runStaffCommand(['revoke', email], env);
    expect(res).toEqual({
      code: 0,
      via: 'database',
      line: `${email} (Grace Hopper) is no longer PressRun staff (was admin).`,
    });
    expect(await storedRole()).toBeNull();
  }, 60_000);

  it('says there is no database in a folder without one', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'pressrun-staff-none-'));
    const res = await runStaffCommand(['grant', email, 'admin'], { DATA_DIR: empty, DATABASE_URL: '' });
    expect(res).toEqual({
      code: 1,
      line: `There is no PressRun database in ${empty} (set DATA_DIR or DATABASE_URL).`,
    });
    fs.rmSync(empty, { recursive: true, force: true });
  });
});
