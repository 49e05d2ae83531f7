/**
 * Public facts about the business, shown on the public pages and in the footer.
 * The server reads the same values from COMPANY_NAME / SUPPORT_EMAIL (DESIGN.md); the web app has
 * no runtime config yet, so they live here in one place until it does.
 */
export const COMPANY_NAME = 'PressRun';
export const SUPPORT_EMAIL = 'support@pressrun.example';
/** Support hours (spec part 2 §9). */
export const SUPPORT_HOURS = 'Mon-Fri 8am-6pm PST, weekends closed';
/** When the legal texts were last changed; shown on every legal page. */
export const LEGAL_UPDATED = 'November 1, 2025';

/**
 * Where the cookie-consent choice is remembered. Deliberately WITHOUT the `pressrun.` prefix:
 * that prefix is client state cleared at logout, and consent must survive signing out.
 */
export const COOKIE_CONSENT_KEY = 'cookie-consent';

/** The home page's integration block; the header's Integrations link scrolls to it. */
export const INTEGRATIONS_ANCHOR = 'integrations';
