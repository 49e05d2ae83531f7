import type { Db } from '../../db/client';

/** The order's latest claim, as its page shows it, and whether a claim is open on it. */
export interface ClaimOnOrder {
  id: number;
  status: string;
  reason: string;
  resolution: string | null;
  /** A claim is UNRESOLVED: no other may be filed until it is settled. */
  open: boolean;
}

/**
 * The order page's claim, read by the claims module (claims → orders, so orders cannot import it):
 * app.ts plugs claims' `claimOfOrder` in as an option of the orders module. Null: never claimed.
 */
export type ClaimOfOrder = (db: Db, companyId: number, orderId: number) => Promise<ClaimOnOrder | null>;
