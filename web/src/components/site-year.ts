import { type QueryClient, useQuery } from '@tanstack/react-query';

/**
 * The year the copyright line names (the site's footer, the sign-in pages' side panel). A public page rendered by the server is kept and sent to
 * many visitors, so it names the server's year at that render, passed with the page's data (the
 * server's page cache is keyed by it, so a new year renders the pages again); the browser that
 * hydrates the page shows that same year, whatever its own clock or time zone says, so the two
 * renders match. A page the browser renders by itself takes the browser's year.
 */
const SITE_YEAR_KEY = ['site', 'year'] as const;
const thisYear = () => new Date().getFullYear();

/** The server's render: the year the page is rendered for (goes out with the page's data). */
export function setSiteYear(queryClient: QueryClient, year: number) {
  queryClient.setQueryData(SITE_YEAR_KEY, year);
}

export function useSiteYear(): number {
  return useQuery({
    queryKey: SITE_YEAR_KEY,
    queryFn: thisYear,
    initialData: thisYear,
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}
