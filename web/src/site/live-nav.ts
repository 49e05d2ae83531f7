import { useEffect, useMemo, useState } from 'react';
import { PlainLink, type SiteNav } from '../app/site-nav';

/**
 * The site's navigation in the browser. Links are document loads (the server answers the next page
 * rendered). A move the page makes itself to another address of the same page (a product's colour,
 * a new search) stays in the document: the address changes in the history and the page renders
 * again with it, as it would inside the app; back and forward between such addresses do the same.
 */
export function useLiveNav(isSamePage: (pathname: string) => boolean): SiteNav {
  const [where, setWhere] = useState(() => ({ pathname: location.pathname, search: location.search }));
  useEffect(() => {
    const moved = () => setWhere({ pathname: location.pathname, search: location.search });
    addEventListener('popstate', moved);
    return () => removeEventListener('popstate', moved);
  }, []);
  return useMemo(
    () => ({
      ...where,
      Link: PlainLink,
      navigate: (to, opts) => {
        const url = new URL(to, location.href);
        if (url.origin !== location.origin || !isSamePage(url.pathname)) {
          if (opts?.replace) location.replace(url.href);
          else location.assign(url.href);
          return;
        }
        if (opts?.replace) history.replaceState(null, '', url.href);
        else history.pushState(null, '', url.href);
        if (!opts?.preventScrollReset) scrollTo(0, 0);
        setWhere({ pathname: url.pathname, search: url.search });
      },
    }),
    [where, isSamePage],
  );
}
