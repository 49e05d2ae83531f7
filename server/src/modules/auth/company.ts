import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from './tables';

/** An approved resale certificate exempts the company from California's estimated tax. */
export async function setResaleCertificateApproved(db: Db, companyId: number, approved: boolean) {
  await db.update(companies).set({ resaleCertificateApproved: approved }).where(eq(companies.id, companyId));
}
