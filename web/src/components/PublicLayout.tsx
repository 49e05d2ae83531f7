import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { type PageHead, usePageHead } from '../app/head';
import { CookieBanner } from './CookieBanner';
import { PublicHeader } from './PublicHeader';
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
  const { pathname } = useLocation();
  usePageHead({
    title: title ? `${title} · ${COMPANY_NAME}` : `${COMPANY_NAME} — Print on demand for resellers`,
    description: head.description ?? SITE_DESCRIPTION,
    canonical: head.canonical === undefined ? pathname : head.canonical,
    image: head.image,
    jsonLd: head.jsonLd,
    status: head.status,
  });

  return (
    <Box mih="100vh" bg="white" style={{ display: 'flex', flexDirection: 'column' }}>
      <PublicHeader />
      <Box component="main" style={{ flex: 1 }}>
        {children}
      </Box>
      <SiteFooter />
      <CookieBanner />
    </Box>
  );
}
