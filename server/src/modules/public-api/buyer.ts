import type { Db } from '../../db/client';
import { notFound } from '../../lib/errors';
import type { ApiClient } from '../../lib/route-auth';
import type { Buyer } from '../../lib/session';
import { makerOfKey } from '../api-keys';
import { actingUser } from '../auth';

export const BUYER_MSG = {
  noUser: 'This company has no user the key could act for.',
} as const;

/**
 * Who a key acts as: its company and a user of it, the key's maker while still one of its users,
 * else its first user. api-keys knows who made the key and auth knows the users; auth already
 * calls api-keys (a new account gets its key), so they meet here rather than in either.
 */
export async function buyerOfKey(db: Db, client: ApiClient): Promise<Buyer> {
  const userId = await actingUser(db, client.companyId, await makerOfKey(db, client));
  if (userId === null) throw notFound(BUYER_MSG.noUser);
  return { companyId: client.companyId, userId };
}
