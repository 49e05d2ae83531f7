import type { Config } from '../../config';
import type { JobQueue } from '../jobs/queue';
import { HubSpotCrm } from './hubspot';
import { NoCrm } from './noop';
import type { Crm, CrmContact } from './port';

export type { Crm, CrmContact } from './port';

export function createCrm(config: Pick<Config, 'hubspotToken'>): Crm {
  return config.hubspotToken ? new HubSpotCrm(config.hubspotToken) : new NoCrm();
}

export const CRM_CONTACT_JOB = 'crm.contact';

/** The contact is sent by a durable job: sign-up never waits on the CRM, and a CRM outage is retried. */
export function registerCrmJob(queue: JobQueue, crm: Crm) {
  queue.register(CRM_CONTACT_JOB, async (payload) => {
    await crm.sendContact(payload as unknown as CrmContact);
  });
}

/** `group`: the job queue group of the company that signed up (`companyGroup`). */
export async function queueCrmContact(queue: JobQueue, crm: Crm, contact: CrmContact, group: string) {
  if (crm.kind === 'none') return null; // nothing to send, so no job row either
  return queue.enqueue(CRM_CONTACT_JOB, contact as unknown as Record<string, unknown>, {
    maxAttempts: 8,
    group,
  });
}
