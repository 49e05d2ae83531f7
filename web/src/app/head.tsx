import { createContext, useContext, useEffect } from 'react';
import { whenHydrated } from './hydrate-later';

/**
 * What a page says about itself to search engines and link previews: the document title, a
 * description, its canonical address, the picture a shared link shows and, for a product, its
 * structured data. The server writes these into the HTML it sends; in the browser they follow the
 * page as the visitor moves on.
 */
export interface PageHead {
  title: string;
  description: string;
  /** the page's own address (path and query); made absolute with the site's origin */
  canonical: string | null;
  /** a picture for link previews (path or absolute URL) */
  image?: string;
  /** schema.org structured data (a product and its offer), given the site's origin for its URLs */
  jsonLd?: (origin: string) => object;
  /** the HTTP status the server answers this page with (404 for a page that is not there) */
  status?: number;
}

/** On the server, the render hands its pages this to learn what goes into the document's head. */
export const HeadCollector = createContext<((head: PageHead) => void) | null>(null);

/** Absolute: link previews and structured data need the full address. */
export const absoluteUrl = (origin: string, pathOrUrl: string) =>
  /^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`;

/** Sets the page's head: told to the server's render, and kept up to date in the browser. */
export function usePageHead(head: PageHead) {
  const collect = useContext(HeadCollector);
  collect?.(head);
  useEffect(() => {
    document.title = head.title;
    const origin = location.origin;
    const canonical = head.canonical ? absoluteUrl(origin, head.canonical) : '';
    setTag('meta[name="description"]', 'content', head.description);
    setTag('link[rel="canonical"]', 'href', canonical);
    setTag('meta[property="og:title"]', 'content', head.title);
    setTag('meta[property="og:description"]', 'content', head.description);
    setTag('meta[property="og:url"]', 'content', canonical);
    setTag('meta[property="og:image"]', 'content', head.image ? absoluteUrl(origin, head.image) : '');
    // The structured data describes the page the server sent; once the visitor has moved to another
    // address it no longer does.
    const script = document.head.querySelector('script[type="application/ld+json"]');
    if (script && script.getAttribute('data-for') !== head.canonical) script.remove();
  }, [head.title, head.description, head.canonical, head.image]);
  // The page is live (hydrated, every part of it, on a page the server rendered): the end-to-end
  // tests wait for this before they type, as typing into the server's HTML before it is live would
  // be lost.
  useEffect(() => {
    whenHydrated(() => {
      document.documentElement.dataset.live = '';
    });
  }, []);
}

/** Updates a tag the server wrote (nothing to do on a page the server did not write). */
function setTag(selector: string, attribute: string, value: string) {
  const el = document.head.querySelector(selector);
  if (el) el.setAttribute(attribute, value);
}
