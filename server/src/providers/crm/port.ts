/** A new customer as the CRM should know them: company, email, name, phone, website. */
export interface CrmContact {
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  /** Empty when the customer gave none (the registration default 0000000000 is not a phone). */
  phone?: string;
  website?: string;
}

/** The CRM port: nothing in embedded mode, HubSpot when HUBSPOT_TOKEN is set. */
export interface Crm {
  readonly kind: 'none' | 'hubspot';
  sendContact(contact: CrmContact): Promise<void>;
}
