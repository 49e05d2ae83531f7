import crypto from 'node:crypto';
import { companies, logins, users } from '../db/schema';
import type { TestApp, TestClient } from './app';

/**
 * A signed-in client of a new company, made straight in the database (for tests of capabilities
 * other than sign-up): the signed access cookie is what the browser would hold.
 */
export async function signedInCompany(
  t: TestApp,
  opts: { verified?: boolean; staffRole?: string } = {},
): Promise<{ c: TestClient; companyId: number; userId: number }> {
  const db = t.app.ctx.db;
  const tag = crypto.randomBytes(4).toString('hex');
  const [company] = await db
    .insert(companies)
    .values({ name: `Co ${tag}` })
    .returning();
  const [user] = await db
    .insert(users)
    .values({
      companyId: company!.id,
      username: `user ${tag}`,
      firstName: 'Test',
      email: `${tag}@example.com`,
      passwordHash: 'x',
      emailVerified: opts.verified ?? true,
      staffRole: opts.staffRole ?? null,
    })
    .returning();
  // A login row, as a real sign-in makes: the access token's session id must name a live login.
  const sid = `test-${tag}`;
  await db.insert(logins).values({ companyId: company!.id, userId: user!.id, familyId: sid });
  const c = t.client();
  c.cookies.set(
    'access',
    t.app.ctx.signer.sign({
      sid,
      userId: user!.id,
      companyId: company!.id,
      role: '1',
      staffRole: opts.staffRole ?? null,
    }),
  );
  await c.ensureCsrf();
  return { c, companyId: company!.id, userId: user!.id };
}
