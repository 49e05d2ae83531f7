import type { Crm } from './port';

/** Embedded default: there is no CRM, so a sign-up is not sent anywhere. */
export class NoCrm implements Crm {
  readonly kind = 'none' as const;
  async sendContact() {}
}
