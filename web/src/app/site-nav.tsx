import {
  type AnchorHTMLAttributes,
  type ComponentType,
  createContext,
  forwardRef,
  type RefAttributes,
  useContext,
} from 'react';

/**
 * Where a public page is and how it moves on, without a router. The public pages are hydrated by
 * the site's own small entry (no React Router there: every link is a document load, which the
 * server answers with the page already rendered), and are also shown inside the app, whose router
 * provides this so its links stay client-side. The server's render provides the requested address.
 */
export interface SiteNav {
  pathname: string;
  /** the query string, with its `?` (or empty) */
  search: string;
  /** renders a link: a plain anchor on the site, the router's link inside the app */
  Link: ComponentType<SiteLinkProps & RefAttributes<HTMLAnchorElement>>;
  /**
   * `preventScrollReset`: the page stays scrolled where it is (a choice that only changes the
   * address, like a product's colour).
   */
  navigate(to: string, opts?: { replace?: boolean; preventScrollReset?: boolean }): void;
}

export type SiteLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/** A link that loads the next document. */
export const PlainLink = forwardRef<HTMLAnchorElement, SiteLinkProps>((props, ref) => (
  <a ref={ref} {...props} />
));

/** The browser's own address, moved on by loading the next document. */
export const documentNav = (): SiteNav => ({
  pathname: location.pathname,
  search: location.search,
  Link: PlainLink,
  navigate: (to, opts) => (opts?.replace ? location.replace(to) : location.assign(to)),
});

/** A fixed address (the server's render): links are plain, and nothing navigates. */
export const staticNav = (url: URL): SiteNav => ({
  pathname: url.pathname,
  search: url.search,
  Link: PlainLink,
  navigate: () => {},
});

const SiteNavContext = createContext<SiteNav | null>(null);
export const SiteNavProvider = SiteNavContext.Provider;

/** The page's address and navigation; without a provider (tests, a page shown alone), the document's. */
export function useSiteNav(): SiteNav {
  return useContext(SiteNavContext) ?? documentNav();
}

/** One query-string parameter of the page's address. */
export function useSearchParam(name: string): string | null {
  return new URLSearchParams(useSiteNav().search).get(name);
}

/** A link to another page: client-side inside the app, a document load on the site. */
export const SiteLink = forwardRef<HTMLAnchorElement, SiteLinkProps>((props, ref) => {
  const { Link } = useSiteNav();
  return <Link ref={ref} {...props} />;
});

/**
 * The parameters of `pattern` (segments like `:sku`) in `pathname`, or null when it does not fit.
 * The public pages' few patterns need no more than this.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const w = want[i]!;
    if (w.startsWith(':')) params[w.slice(1)] = decodeURIComponent(have[i]!);
    else if (w !== have[i]) return null;
  }
  return params;
}
