import type { Db } from '../../db/client';
import { paymentById, type TermPaymentRow } from './repo';

export type { TermPaymentRow };

/**
 * A term payment by id; null: none. Refunds read the one holding a term order, inside their
 * transaction under the order's lock, to know whether its card paid it off.
 */
export const termPaymentById = (db: Db, id: number): Promise<TermPaymentRow | null> => paymentById(db, id);
