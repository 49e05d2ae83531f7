import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ControlChannel } from '../../lib/control';
import { AppError } from '../../lib/errors';
import { localFilesRoot } from '../../providers/storage';
import { POSTGRES_BACKUP_MSG, packStaged, stageBackup } from './archive';

/**
 * Backups of the embedded default (`npm run backup`, command.ts). The embedded database belongs to
 * the server's process, so while it runs the command asks it for the copy through a 'control' route
 * (loopback only, guarded by the token in DATA_DIR/control.json). The answer streams the .tar.gz;
 * its manifest (what it holds) comes first in the archive and in the `x-pressrun-backup` header.
 */
export const backupModule: FastifyPluginAsyncZod<{ control: ControlChannel }> = async (app, { control }) => {
  const { ctx } = app;

  app.post(
    '/api/control/backup',
    { schema: { hide: true }, config: { auth: 'control' }, onRequest: control.guard },
    async (_req, reply) => {
      if (ctx.database.kind !== 'pglite') throw new AppError(409, 'not_embedded', POSTGRES_BACKUP_MSG);
      // Under DATA_DIR, on the data's own disk, so the files are hard-linked rather than copied.
      const dir = path.join(ctx.config.dataDir, 'tmp', `backup-${crypto.randomBytes(6).toString('hex')}`);
      const cleanUp = () => fs.rmSync(dir, { recursive: true, force: true });
      let manifest: Awaited<ReturnType<typeof stageBackup>>;
      try {
        manifest = await stageBackup(ctx.database, localFilesRoot(ctx.config), dir);
      } catch (err) {
        cleanUp();
        throw err;
      }
      // Removed once the answer is sent, or the command went away half-way.
      reply.raw.on('close', cleanUp);
      return reply
        .header('x-pressrun-backup', JSON.stringify(manifest))
        .type('application/gzip')
        .send(packStaged(dir));
    },
  );
};

export { runBackup, runRestore } from './command';
