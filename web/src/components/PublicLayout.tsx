import type { ReactNode } from 'react';
import { type PageHead, usePageHead } from '../app/head';
import { useSiteNav } from '../app/site-nav';
import { CookieBanner } from './CookieBanner';
import { PublicHeader } from './PublicHeader';
import classes from './PublicLayout.module.css';
import { SiteFooter } from './SiteFooter';
import { COMPANY_NAME, SITE_DESCRIPTION } from './site';

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
      <SiteFooter />
      <CookieBanner />
    </div>
  );
}
