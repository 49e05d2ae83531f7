import { asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { storageMoves } from '../../db/schema';
import type { Storage } from './port';

/**
 * The start-up step that finishes the file moves a migration asked for (`storage_moves`): the
 * migration has already pointed each row at the new key, so this copies the file there, deletes
 * the old key, and only then forgets the move. Every step can run again: a crash after the copy
 * finds the new key present and only deletes the old one; a crash after the delete finds the new
 * key present and only drops the row. The file is under one key or both at every moment.
 *
 * Each move is done holding its row's lock, so processes starting together (several `serve`
 * processes on PostgreSQL) never race on one file: the second waits, then finds the move done.
 * Answers how many files were moved.
 */
export async function finishStorageMoves(
  db: Db,
  storage: Storage,
  log?: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<number> {
  const pending = await db
    .select({ fromKey: storageMoves.fromKey })
    .from(storageMoves)
    .orderBy(asc(storageMoves.fromKey));
  let moved = 0;
  for (const { fromKey } of pending) {
    await db.transaction(async (tx) => {
      const [move] = await tx
        .select()
        .from(storageMoves)
        .where(eq(storageMoves.fromKey, fromKey))
        .for('update');
      if (!move) return; // another process finished it meanwhile
      if ((await storage.exists(move.toKey)) || (await storage.copy(move.fromKey, move.toKey))) moved += 1;
      // Neither key holds it: the file was gone before the move (nothing a retry could find).
      else log?.warn({ from: move.fromKey, to: move.toKey }, 'stored file to move is missing');
      await storage.delete(move.fromKey);
      await tx.delete(storageMoves).where(eq(storageMoves.fromKey, fromKey));
    });
  }
  if (moved) log?.info(`moved ${moved} stored files to their new keys`);
  return moved;
}
