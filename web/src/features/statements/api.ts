import { STATEMENT_MSG } from '@pressrun/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, get, refreshSession } from '../../app/api';

/** One month of the statement list (GET /api/statements): timeRange 0 is this month. */
export interface StatementEntry {
  timeRange: number;
  label: string;
  fileName: string;
  url: string;
}

export function useStatements() {
  return useQuery({
    queryKey: ['statements'],
    queryFn: async () => (await get<{ statements: StatementEntry[] }>('/api/statements')).statements,
  });
}

/** The invoice PDF of one of the company's orders. */
export const invoiceUrl = (orderId: number | string) => `/api/invoices/${orderId}`;

const cantConnect = () => new ApiError(0, 'network', STATEMENT_MSG.cantConnect);

async function head(url: string) {
  try {
    return await fetch(url, { method: 'HEAD', credentials: 'same-origin' });
  } catch {
    throw cantConnect();
  }
}

/**
 * Whether a PDF of ours will open: resolves when it will, rejects with the server's reasons
 * (an ApiError) when it will not, or with "Can't connect to server" when nothing
 * answered. HEAD first, so a working PDF is not fetched twice just to be checked.
 */
export async function checkPdf(url: string): Promise<void> {
  let res = await head(url);
  // The access cookie lasts 15 minutes; the session behind it may well be alive.
  if (res.status === 401 && (await refreshSession())) res = await head(url);
  if (res.ok) return;
  // A HEAD answer has no body: ask again for the reasons.
  try {
    await get(url);
  } catch (err) {
    if (err instanceof ApiError && err.status === 0) throw cantConnect();
    throw err;
  }
}
