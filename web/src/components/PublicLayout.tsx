import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { type PageHead, usePageHead } from '../app/head';
import { HydrateLater } from '../app/hydrate-later';
import { useSiteNav } from '../app/site-nav';
import { PublicHeader } from './PublicHeader';
import classes from './PublicLayout.module.css';
import { SiteFooter } from './SiteFooter';
import { COMPANY_NAME, hasConsented, SITE_DESCRIPTION } from './site';

const CookieBanner = lazy(() => import('./CookieBanner').then((m) => ({ default: m.CookieBanner })));

/**
 * The cookie banner, for a browser that has not answered it yet: its code comes only then, after
 * the page is live (the server's HTML, the same for everyone, never has it).
 */
function CookieConsent() {
  const [ask, setAsk] = useState(false);
  useEffect(() => setAsk(!hasConsented()), []);
  return ask ? (
    <Suspense fallback={null}>
      <CookieBanner />
    </Suspense>
  ) : null;
}

interface PublicLayoutProps extends Partial<Omit<PageHead, 'title'>> {
  title?: string;
  children: ReactNode;
}

/**
 * Header, page, footer and the cookie banner: the frame every public page (catalogue too) shares.
 * It also names the page (title, description, canonical address, preview picture) for the head the
 * server writes.
 */
export function PublicLayout({ title, children, ...head }: PublicLayoutProps) {
  const { pathname } = useSiteNav();
  usePageHead({
    title: title ? `${title} · ${COMPANY_NAME}` : `${COMPANY_NAME} — Print on demand for resellers`,
    description: head.description ?? SITE_DESCRIPTION,
    canonical: head.canonical === undefined ? pathname : head.canonical,
    image: head.image,
    jsonLd: head.jsonLd,
    status: head.status,
  });

  return (
    <div className={classes.page}>
      <PublicHeader />
      <main className={classes.main}>{children}</main>
      <HydrateLater>
        <SiteFooter />
      </HydrateLater>
      <CookieConsent />
    </div>
  );
}
