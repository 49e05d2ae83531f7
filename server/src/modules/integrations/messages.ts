/**
 * The stores an integration request may name: six (the API takes any of them; the wizard offers
 * only Shopify and Etsy). Kept lowercase, as the request payload carries them.
 */
export const INTEGRATION_STORES = [
  'shopify',
  'etsy',
  'woocommerce',
  'bigcommerce',
  'amazon',
  'ebay',
] as const;
export type IntegrationStore = (typeof INTEGRATION_STORES)[number];

export const REQUEST_STATUSES = ['Received', 'Keys Issued'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The integration form's text limit (name, company and email: at most 256 characters each). */
export const TEXT_MAX = 256;
/** A phone number with its punctuation and an extension fits in this. */
export const PHONE_MAX = 40;

export const STORE_LABEL: Record<IntegrationStore, string> = {
  shopify: 'Shopify',
  etsy: 'Etsy',
  woocommerce: 'WooCommerce',
  bigcommerce: 'BigCommerce',
  amazon: 'Amazon',
  ebay: 'eBay',
};

/** What the integration request routes answer when something is missing or wrong. */
export const INTEGRATION_MSG = {
  nameLong: `Please keep your name to ${TEXT_MAX} characters.`,
  stores: `Please choose stores from: ${INTEGRATION_STORES.map((s) => STORE_LABEL[s]).join(', ')}.`,
  storesTwice: 'Please choose each store once.',
  budgetLong: `Please keep the expected units to ${TEXT_MAX} characters.`,
  companyName: 'Company Name is required.',
  companyNameLong: `Please keep the company name to ${TEXT_MAX} characters.`,
  email: 'Please enter a valid email address.',
  emailLong: `Please keep the email to ${TEXT_MAX} characters.`,
  phone: `Please enter a phone number of at most ${PHONE_MAX} characters.`,
  body: 'Please send the integration request as a JSON object.',
  submitted: 'Thanks! Your request has been submitted. Please allow us 24 hours to send your API Keys',
  notFound: 'That integration request does not exist.',
  alreadyIssued: 'Keys have already been issued for this request.',
  issued: 'Marked as keys issued.',
  status: 'Choose a status: Received, Keys Issued or all.',
  badCursor: 'That page of the list does not exist.',
} as const;
