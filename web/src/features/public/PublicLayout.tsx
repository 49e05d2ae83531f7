import { Box } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { CookieBanner } from '../../components/CookieBanner';
import { PublicHeader } from '../../components/PublicHeader';
import { SiteFooter } from '../../components/SiteFooter';
import { COMPANY_NAME } from '../../components/site';

/** Header, page, footer and the cookie banner: the frame every public page shares. */
export function PublicLayout({ title, children }: { title?: string; children: ReactNode }) {
  // Pages open at the top (the router keeps the old scroll position), unless they link to an anchor.
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, []);

  useEffect(() => {
    document.title = title ? `${title} · ${COMPANY_NAME}` : `${COMPANY_NAME} — Print on demand for resellers`;
  }, [title]);

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
