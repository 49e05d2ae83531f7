// Child process of bench/upload.ts: the real app (PGlite in memory, files in a temporary data
// folder) listening on a free port, with one signed-in, verified user. Sends the parent, over IPC,
// the port and the cookies ('ready'), then answers 'memory' with its peak and current RSS;
// disconnecting closes everything.
import fs from 'node:fs';
import path from 'node:path';
import { bootBenchApp } from './boot';
import { type Session, signedInCustomer } from './customer';
import { answerParent, closeOnDisconnect } from './harness';

export interface UploadMemory {
  peakRss: number;
  rss: number;
  /** Files stored under the data folder's artwork/: one per upload that got through. */
  files: number;
}

export type UploadReply =
  | ({ type: 'ready'; port: number } & Session)
  | { type: 'memory'; memory: UploadMemory };

const { app, database, dataDir, listen } = await bootBenchApp({ name: 'upload', databaseUrl: null });
const port = await listen();

// The bench measures uploads, not sign-up: a customer made straight in the database (no card needed).
const { cookie, csrf } = await signedInCustomer(app, { card: false });

let peakSampled = process.memoryUsage.rss();
setInterval(() => {
  peakSampled = Math.max(peakSampled, process.memoryUsage.rss());
}, 20).unref();

answerParent<{ type: 'memory' }>((msg) => {
  if (msg.type !== 'memory') return undefined;
  return {
    type: 'memory',
    memory: {
      // The kernel's high-water mark of the resident set (KiB on Linux), and our own samples.
      peakRss: Math.max(process.resourceUsage().maxRSS * 1024, peakSampled),
      rss: process.memoryUsage.rss(),
      files: fs.existsSync(path.join(dataDir, 'files', 'artwork'))
        ? fs.readdirSync(path.join(dataDir, 'files', 'artwork')).length
        : 0,
    },
  } satisfies UploadReply;
});
closeOnDisconnect(app, database, dataDir);

process.send?.({ type: 'ready', port, cookie, csrf } satisfies UploadReply);
