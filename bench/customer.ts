// The customer the bench servers order, upload and page as: made straight in the database, as the
// tests make one, because the benches measure their own routes, not sign-up or e-mail verification.
import crypto from 'node:crypto';
import type { buildApp } from '../server/src/app';
import { companies, logins, productTemplates, users } from '../server/src/db/schema';

type App = Awaited<ReturnType<typeof buildApp>>;

/** A company and its one verified user; `tag` keeps names and e-mail addresses unique within a run. */
export interface BenchCompany {
  companyId: number;
  userId: number;
  tag: string;
}

/** What a browser sends once signed in: both cookies, and the CSRF token again as its header. */
export interface Session {
  cookie: string;
  csrf: string;
}

/** A company with one verified user, named `<name> <tag>` (orders-server names its companies apart). */
export async function verifiedUser(
  app: App,
  { name = 'Bench', lastName }: { name?: string; lastName?: string } = {},
): Promise<BenchCompany> {
  const tag = crypto.randomBytes(5).toString('hex');
  const [company] = await app.ctx.db
    .insert(companies)
    .values({ name: `${name} ${tag}` })
    .returning();
  const [user] = await app.ctx.db
    .insert(users)
    .values({
      companyId: company!.id,
      username: `bench ${tag}`,
      firstName: 'Bench',
      ...(lastName ? { lastName } : {}),
      email: `${tag}@example.com`,
      passwordHash: 'x',
      emailVerified: true,
    })
    .returning();
  return { companyId: company!.id, userId: user!.id, tag };
}

/**
 * Signs the user in without the sign-in form: a live login row (the session check looks for it)
 * and the access cookie signed as the app signs it (for `ttlMs`: bench/load's runs outlast the
 * browser's 15 minutes between refreshes, which the bench does not do).
 */
export async function signIn(app: App, who: BenchCompany, ttlMs?: number): Promise<Session> {
  const sid = `bench-${who.tag}`;
  await app.ctx.db.insert(logins).values({ companyId: who.companyId, userId: who.userId, familyId: sid });
  const access = app.ctx.signer.sign(
    {
      sid,
      userId: who.userId,
      companyId: who.companyId,
      role: '1',
      staffRole: null,
    },
    ttlMs,
  );
  // The csrf cookie comes with the first API answer, as a browser gets it.
  const first = await app.inject({ url: '/api/health', headers: { cookie: `access=${access}` } });
  const csrf =
    [first.headers['set-cookie'] ?? []]
      .flat()
      .map((c) => /^csrf=([^;]*)/.exec(String(c))?.[1])
      .find(Boolean) ?? '';
  return { cookie: `access=${access}; csrf=${csrf}`, csrf };
}

/**
 * Saves the default card through the billing form's own route, as a customer saves it, so orders
 * paid by it go through the real card store and the (sandbox) gateway.
 */
export async function saveDefaultCard(app: App, who: BenchCompany & Session) {
  const card = await app.inject({
    method: 'POST',
    url: '/api/billing/cards',
    headers: { cookie: who.cookie, 'x-csrf-token': who.csrf },
    payload: {
      cardholderName: 'Ada Lovelace',
      email: `${who.tag}@example.com`,
      billingAddress: '1 Market St, San Francisco, CA 94105',
      number: '4242424242424242',
      expMonth: 12,
      expYear: 2040,
      cvc: '123',
    },
  });
  if (card.statusCode !== 201) throw new Error(`saving a card: ${card.statusCode} ${card.body}`);
}

/** A verified customer, signed in, and with a default card when the bench pays by card. */
export async function signedInCustomer(
  app: App,
  { card }: { card: boolean },
): Promise<BenchCompany & Session> {
  const made = await verifiedUser(app);
  const who = { ...made, ...(await signIn(app, made)) };
  if (card) await saveDefaultCard(app, who);
  return who;
}

/**
 * A saved design of the company, as the builder leaves one: a mug unless told, its preview stored
 * when given (the benches that never show it leave the key dangling).
 */
export async function savedTemplate(
  app: App,
  companyId: number,
  { sku = '21101', name = 'Mug', preview }: { sku?: string; name?: string; preview?: Buffer } = {},
) {
  const previewKey = `mockups/${crypto.randomBytes(8).toString('hex')}/0.png`;
  if (preview) await app.ctx.storage.put(previewKey, preview, 'image/png');
  const [template] = await app.ctx.db
    .insert(productTemplates)
    .values({ companyId, sku, name, status: 'saved', previewKey })
    .returning();
  return template!;
}
