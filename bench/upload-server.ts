// Child process of bench/upload.ts: the real app (PGlite in memory, files in a temporary data
// folder) listening on a free port, with one signed-in, verified user. Prints the port and the
// cookies as one JSON line, then answers 'memory' messages with its peak and current RSS.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../server/src/app';
import { loadConfig } from '../server/src/config';
import { openDatabase } from '../server/src/db/client';
import { companies, logins, users } from '../server/src/db/schema';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pressrun-bench-upload-'));
const config = loadConfig(
  { ...process.env, SMTP_URL: '' },
  { dataDir, databaseUrl: null, webDist: null, inProcessWorker: false, seed: false, logLevel: 'silent' },
);
const database = await openDatabase({ databaseUrl: null });
const app = await buildApp({ config, database, startWorker: false, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });

// A user made straight in the database, as the tests do: the bench measures uploads, not sign-up.
const db = app.ctx.db;
const tag = crypto.randomBytes(4).toString('hex');
const [company] = await db
  .insert(companies)
  .values({ name: `Bench ${tag}` })
  .returning();
const [user] = await db
  .insert(users)
  .values({
    companyId: company!.id,
    username: `bench ${tag}`,
    firstName: 'Bench',
    email: `${tag}@example.com`,
    passwordHash: 'x',
    emailVerified: true,
  })
  .returning();
const sid = `bench-${tag}`;
await db.insert(logins).values({ companyId: company!.id, userId: user!.id, familyId: sid });
const access = app.ctx.signer.sign({
  sid,
  userId: user!.id,
  companyId: company!.id,
  role: '1',
  staffRole: null,
});
// The csrf cookie comes with the first API answer, as a browser gets it.
const first = await app.inject({ url: '/api/health', headers: { cookie: `access=${access}` } });
const setCookie = [first.headers['set-cookie'] ?? []].flat();
const csrf = setCookie.map((c) => /^csrf=([^;]*)/.exec(String(c))?.[1]).find(Boolean) ?? '';

let peakSampled = process.memoryUsage.rss();
setInterval(() => {
  peakSampled = Math.max(peakSampled, process.memoryUsage.rss());
}, 20).unref();

process.on('message', (msg) => {
  if (msg !== 'memory') return;
  process.send?.({
    // The kernel's high-water mark of the resident set (KiB on Linux), and our own samples.
    peakRss: Math.max(process.resourceUsage().maxRSS * 1024, peakSampled),
    rss: process.memoryUsage.rss(),
    files: fs.existsSync(path.join(dataDir, 'files', 'artwork'))
      ? fs.readdirSync(path.join(dataDir, 'files', 'artwork')).length
      : 0,
  });
});
process.on('disconnect', async () => {
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
});

const address = app.server.address();
console.log(
  JSON.stringify({
    port: typeof address === 'object' && address ? address.port : 0,
    cookie: `access=${access}; csrf=${csrf}`,
    csrf,
  }),
);
