import { type QueryClient, useQueryClient } from '@tanstack/react-query';

/**
 * Public facts about the business, shown on the public pages and in the footer. The support
 * address is the server's SUPPORT_EMAIL (see SupportEmail.tsx), never written into the pages.
 */
export const COMPANY_NAME = 'PressRun';
/** When support answers (docs/business-rules.md). */
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

/** What a public page says about the business when it has nothing more particular (search results, link previews). */
export const SITE_DESCRIPTION =
  'Scalable print production and supply chain for your brand. We print your designs on mugs, drinkware, accessories and home & office goods in factories on both coasts, with fast production turnaround and 2-3 day standard shipping.';

/** The collection shown above a name: the most specific one ('Coffee Mugs' rather than 'Drinkware'). */
export const tileCollection = (collections: readonly string[]) => collections[collections.length - 1] ?? '';

/** Whether this browser has answered the cookie banner (read in the browser only, after hydration). */
export function hasConsented(): boolean {
  try {
    return localStorage.getItem(COOKIE_CONSENT_KEY) !== null;
  } catch {
    return false; // storage blocked: ask again, never crash the page
  }
}

/**
 * The year the copyright line names (the site's footer, the sign-in pages' side panel). A public
 * page rendered by the server is kept and sent to many visitors, so it names the server's year at
 * that render, passed with the page's data (the server's page cache is keyed by it, so a new year
 * renders the pages again); the browser that hydrates the page reads that same year from the data,
 * whatever its own clock or time zone says, so the two renders match. A page the browser renders by
 * itself takes the browser's year. (Here rather than in a file of its own, which would be one more
 * chunk for every public page to fetch.)
 */
const SITE_YEAR_KEY = ['site', 'year'];

/** The server's render: the year the page is rendered for (goes out with the page's data). */
export function setSiteYear(queryClient: QueryClient, year: number) {
  queryClient.setQueryData(SITE_YEAR_KEY, year);
}

/** Read, not watched: the year is in the cache before the first render, and never changes after. */
export function useSiteYear(): number {
  return useQueryClient().getQueryData<number>(SITE_YEAR_KEY) ?? new Date().getFullYear();
}
