import { AppError } from '../../lib/errors';
import { API_MSG } from './schemas';

/**
 * A page cursor is the last id shown, tagged with what it pages (`o` orders, `d` deliveries) and
 * wrapped, so clients treat it as a token and a cursor of one list is refused by another.
 */
export const encodeCursor = (tag: string, id: number) => Buffer.from(`${tag}${id}`).toString('base64url');

export function decodeCursor(tag: string, cursor: string): number {
  const m = /^[A-Za-z0-9_-]{1,64}$/.test(cursor)
    ? new RegExp(`^${tag}(\\d{1,10})$`).exec(Buffer.from(cursor, 'base64url').toString('latin1'))
    : null;
  const id = m ? Number(m[1]) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647)
    throw new AppError(400, 'validation', API_MSG.badCursor, { cursor: API_MSG.badCursor });
  return id;
}
