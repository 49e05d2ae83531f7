import type { Db } from '../../db/client';
import { users } from './tables';

/**
 * Users as staff's production console names an order's placer (name, username when the name is
 * blank, email): a subquery (alias "users") to join by id, which PostgreSQL flattens into the join.
 */
export const placers = (db: Db) =>
  db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      email: users.email,
    })
    .from(users)
    .as('users');
