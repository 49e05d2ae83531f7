import type { ShipFrom } from '@pressrun/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shipFromAddresses } from './tables';

const columns = {
  companyName: shipFromAddresses.companyName,
  firstName: shipFromAddresses.firstName,
  lastName: shipFromAddresses.lastName,
  street1: shipFromAddresses.address1,
  street2: shipFromAddresses.address2,
  city: shipFromAddresses.city,
  state: shipFromAddresses.state,
  country: shipFromAddresses.country,
  zip: shipFromAddresses.zip,
};

/** The company's ship-from address, or null when it never set one. */
export async function findShipFrom(db: Db, companyId: number): Promise<ShipFrom | null> {
  const [row] = await db
    .select(columns)
    .from(shipFromAddresses)
    .where(eq(shipFromAddresses.companyId, companyId));
  return row ?? null;
}

/** One address per company (its id is the key): the first save inserts, later ones replace it. */
export async function saveShipFrom(db: Db, companyId: number, a: ShipFrom): Promise<ShipFrom> {
  const values = {
    companyName: a.companyName,
    firstName: a.firstName,
    lastName: a.lastName,
    address1: a.street1,
    address2: a.street2,
    city: a.city,
    state: a.state,
    country: a.country,
    zip: a.zip,
  };
  const [row] = await db
    .insert(shipFromAddresses)
    .values({ companyId, ...values })
    .onConflictDoUpdate({ target: shipFromAddresses.companyId, set: { ...values, updatedAt: sql`now()` } })
    .returning(columns);
  return row!;
}
