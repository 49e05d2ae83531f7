import { AppShell, Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import classes from './DashboardLayout.module.css';
import { ShellFooter } from './ShellFooter';
import { Sidebar } from './Sidebar';
import { StatsStrip } from './StatsStrip';
import { TopBar } from './TopBar';
import { VerifyBanner } from './VerifyBanner';

const HEADER_HEIGHT = 64;
/** The dashboard sidebar is 311 px wide. */
const SIDEBAR_WIDTH = 311;

/** The old client left cookies holding the literal text 'undefined'; such a session goes home. */
const hasUndefinedCsrf = () => document.cookie.split('; ').includes('csrf=undefined');

/** Signed-in page shell: top bar, sidebar, stats strip, child page and footer. */
export default function DashboardLayout() {
  const [navOpened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  // On mobile the sidebar closes once a page is chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change
  useEffect(() => close(), [pathname]);

  if (hasUndefinedCsrf()) return <Navigate to="/" replace />;

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: SIDEBAR_WIDTH, breakpoint: 'md', collapsed: { mobile: !navOpened } }}
      padding={0}
      bg="#f8f9fa"
    >
      <AppShell.Header withBorder>
        <TopBar navOpened={navOpened} onToggleNav={toggle} />
      </AppShell.Header>
      <AppShell.Navbar className={navOpened ? undefined : classes.navbarClosed}>
        <Sidebar />
      </AppShell.Navbar>
      <AppShell.Main>
        <Box
          style={{ display: 'flex', flexDirection: 'column', minHeight: `calc(100dvh - ${HEADER_HEIGHT}px)` }}
        >
          <Box
            component="section"
            px={{ base: 'md', md: 'xl' }}
            py={{ base: 'md', md: 'xl' }}
            style={{ flex: 1 }}
          >
            <Box maw={1200} mx="auto">
              <VerifyBanner />
              <StatsStrip />
              <Outlet />
            </Box>
          </Box>
          <ShellFooter />
        </Box>
      </AppShell.Main>
    </AppShell>
  );
}
