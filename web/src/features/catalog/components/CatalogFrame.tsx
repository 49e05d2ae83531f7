import { Box } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { CookieBanner } from '../../../components/CookieBanner';
import { PublicHeader } from '../../../components/PublicHeader';
import { SiteFooter } from '../../../components/SiteFooter';
import { COMPANY_NAME } from '../../../components/site';

/** The public frame of the catalogue pages: the site header (Sign in / Get Started or Dashboard) and footer. */
export function CatalogFrame({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · ${COMPANY_NAME}`;
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
