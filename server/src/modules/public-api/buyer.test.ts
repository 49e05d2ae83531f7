import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { signedInCompany } from '../../test/company';
import { insertKey } from '../api-keys/repo';
import { BUYER_MSG, buyerOfKey } from './buyer';

describe('who an API key acts as', () => {
  let t: TestApp;
  let a: { companyId: number; userId: number };
  let b: { companyId: number; userId: number };
  let second: number;

  const clientOf = async (companyId: number, createdBy: number | null) => {
    const { row } = await insertKey(t.app.ctx.db, { companyId, name: 'Store', createdBy });
    return { keyId: String(row.id), companyId };
  };

  beforeAll(async () => {
    t = await createTestApp();
    a = await signedInCompany(t);
    b = await signedInCompany(t);
    const [u] = await t.app.ctx.db
      .insert(users)
      .values({
        companyId: a.companyId,
        username: `second ${a.companyId}`,
        firstName: 'Second',
        email: `second-${a.companyId}@example.com`,
        passwordHash: 'x',
      })
      .returning();
    second = u!.id;
  });
  afterAll(() => t.close());

  it("acts as the key's maker while they are a user of its company", async () => {
    const buyer = await buyerOfKey(t.app.ctx.db, await clientOf(a.companyId, second));
    expect(buyer).toEqual({ companyId: a.companyId, userId: second });
  });

  it("acts as the company's first user when nobody made the key or its maker is not one of its users", async () => {
    const db = t.app.ctx.db;
    expect(await buyerOfKey(db, await clientOf(a.companyId, null))).toEqual({
      companyId: a.companyId,
      userId: a.userId,
    });
    expect(await buyerOfKey(db, await clientOf(a.companyId, b.userId))).toEqual({
      companyId: a.companyId,
      userId: a.userId,
    });
  });

  it('refuses with a clear 404 when the company has no user to act for', async () => {
    const [empty] = await t.app.ctx.db.insert(companies).values({ name: 'Nobody here' }).returning();
    await expect(buyerOfKey(t.app.ctx.db, await clientOf(empty!.id, null))).rejects.toMatchObject({
      statusCode: 404,
      message: BUYER_MSG.noUser,
    });
  });
});
