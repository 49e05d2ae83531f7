import { Box } from '@mantine/core';
import { type ReactNode, useEffect } from 'react';
import { CookieBanner } from './CookieBanner';
import { PublicHeader } from './PublicHeader';
import { SiteFooter } from './SiteFooter';
import { COMPANY_NAME } from './site';

/** Header, page, footer and the cookie banner: the frame every public page (catalogue too) shares. */
export function PublicLayout({ title, children }: { title?: string; children: ReactNode }) {
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
