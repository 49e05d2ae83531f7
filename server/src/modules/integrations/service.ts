import { conflict, notFound } from '../../lib/errors';
import type { Buyer, StaffMember } from '../../lib/session';
import type { IntegrationsDeps } from './deps';
import { integrationRequestMail } from './mails';
import { INTEGRATION_MSG, type IntegrationStore } from './messages';
import * as repo from './repo';
import { requestView, staffRequest } from './views';

export interface IntegrationRequestInput {
  name: string;
  stores: IntegrationStore[];
  budget: string;
  companyName: string;
  email: string;
  phone: string;
}

/**
 * Keeps the wizard's request as 'Received' and mails support, in one transaction: a request is
 * never stored without support hearing of it, nor mailed without being stored.
 */
export async function submitRequest(deps: IntegrationsDeps, who: Buyer, input: IntegrationRequestInput) {
  return deps.db.transaction(async (tx) => {
    const row = await repo.insertRequest(tx, { companyId: who.companyId, userId: who.userId, ...input });
    const by = await repo.requester(tx, who.userId);
    await deps.jobs.enqueueAll(
      [
        integrationRequestMail(deps.config, row, {
          account: by?.companyName ?? `company ${who.companyId}`,
          by: by ? `${by.firstName} (${by.email})`.trim() : 'A customer',
        }),
      ],
      tx,
    );
    return requestView(row);
  });
}

/** The company's own requests, newest first. */
export async function companyRequests(deps: IntegrationsDeps, companyId: number) {
  return (await repo.listForCompany(deps.db, companyId)).map(requestView);
}

/** Staff mark a waiting request 'Keys Issued', once, with who did it and when; a second time is a 409. */
export async function markKeysIssued(deps: IntegrationsDeps, staff: StaffMember, id: number) {
  const done = await repo.markKeysIssued(deps.db, id, staff.userId);
  if (!done) {
    if (!(await repo.findRequest(deps.db, id))) throw notFound(INTEGRATION_MSG.notFound);
    throw conflict(INTEGRATION_MSG.alreadyIssued);
  }
  return (await staffRequest(deps.db, id))!;
}
