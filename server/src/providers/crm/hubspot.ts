import type { Crm, CrmContact } from './port';

export const HUBSPOT_CONTACTS_URL = 'https://api.hubapi.com/crm/v3/objects/contacts';

/** HubSpot's contact properties for a sign-up; blank values are left out rather than sent empty. */
export function hubspotProperties(c: CrmContact): Record<string, string> {
  const props: Record<string, string | undefined> = {
    company: c.company,
    email: c.email,
    firstname: c.firstName,
    lastname: c.lastName,
    phone: c.phone,
    website: c.website,
  };
  return Object.fromEntries(
    Object.entries(props).filter(
      (e): e is [string, string] => typeof e[1] === 'string' && e[1].trim() !== '',
    ),
  );
}

type Fetch = typeof fetch;

/** Creates the contact through HubSpot's CRM v3 API with a private-app token. */
export class HubSpotCrm implements Crm {
  readonly kind = 'hubspot' as const;
  constructor(
    private token: string,
    private fetchFn: Fetch = fetch,
  ) {}

  async sendContact(contact: CrmContact) {
    const res = await this.fetchFn(HUBSPOT_CONTACTS_URL, {
      method: 'POST',
      headers: { authorization: `Bearer ${this.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ properties: hubspotProperties(contact) }),
      signal: AbortSignal.timeout(10_000),
    });
    // 409: HubSpot already has this email as a contact, which is what we wanted.
    if (res.ok || res.status === 409) return;
    const detail = (await res.text().catch(() => '')).slice(0, 300);
    // Throwing makes the job queue retry later (rate limits, outages).
    throw new Error(`HubSpot answered ${res.status}: ${detail}`);
  }
}
