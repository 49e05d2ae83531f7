import { Box, Burger, Button, Container, Divider, Drawer, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  IconArrowRight,
  IconBrush,
  IconBuildingStore,
  IconLayoutDashboard,
  IconPlugConnected,
} from '@tabler/icons-react';
import { type MouseEvent, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../app/session';
import { Brand } from './Brand';
import classes from './PublicHeader.module.css';
import { INTEGRATIONS_ANCHOR } from './site';

/** Scrolls the home page's integration block into view (the header's sticky height is in its CSS). */
export function scrollToIntegrations(behavior: ScrollBehavior = 'smooth') {
  document.getElementById(INTEGRATIONS_ANCHOR)?.scrollIntoView({ behavior, block: 'start' });
}

const NAV = [
  { label: 'Products', to: '/catalog', icon: IconBuildingStore },
  { label: 'Integrations', to: `/#${INTEGRATIONS_ANCHOR}`, icon: IconPlugConnected },
  { label: 'Custom Builder', to: '/product/mockup/', icon: IconBrush },
] as const;

/**
 * The public pages' header: Products, Integrations, Custom Builder; Sign in and
 * Get Started for visitors, a Dashboard button for signed-in users; a slide menu on small screens.
 */
export function PublicHeader() {
  const { user, loading } = useSession();
  const { pathname } = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // The drawer locks page scrolling while open, so a scroll asked for from it waits until it has closed.
  const scrollAfterClose = useRef(false);

  const onNavClick = (to: string, fromDrawer: boolean) => (e: MouseEvent) => {
    const isIntegrations = to.endsWith(`#${INTEGRATIONS_ANCHOR}`);
    if (isIntegrations && pathname === '/') {
      e.preventDefault();
      if (fromDrawer) scrollAfterClose.current = true;
      else scrollToIntegrations();
    }
    if (fromDrawer) close();
  };

  const isActive = (to: string) => to !== '/' && !to.includes('#') && pathname.startsWith(to);

  const account = loading ? (
    // Keep the space so the header does not jump when the session answers.
    <Box w={220} h={36} aria-hidden />
  ) : user ? (
    <Button
      component={Link}
      to="/dashboard/default"
      color="navy"
      leftSection={<IconLayoutDashboard size={18} />}
    >
      Dashboard
    </Button>
  ) : (
    <Group gap="xs" wrap="nowrap">
      <Button component={Link} to="/login" variant="subtle" color="navy">
        Sign in
      </Button>
      <Button component={Link} to="/register" color="press.6" rightSection={<IconArrowRight size={16} />}>
        Get Started
      </Button>
    </Group>
  );

  return (
    <Box component="header" className={classes.header}>
      <Container size={1200} className={classes.inner}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Group gap={40} wrap="nowrap">
            <Brand />
            <Group component="nav" aria-label="Main" gap={4} visibleFrom="md" wrap="nowrap">
              {NAV.map((item) => (
                <Link
                  key={item.label}
                  to={item.to}
                  className={classes.link}
                  data-active={isActive(item.to) || undefined}
                  onClick={onNavClick(item.to, false)}
                >
                  {item.label}
                </Link>
              ))}
            </Group>
          </Group>
          <Group visibleFrom="md" wrap="nowrap">
            {account}
          </Group>
          <Burger opened={opened} onClick={toggle} hiddenFrom="md" aria-label="Open menu" color="navy.8" />
        </Group>
      </Container>

      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        size={320}
        title={
          // Following the logo home from the menu should also close the menu.
          <Box onClick={close}>
            <Brand />
          </Box>
        }
        closeButtonProps={{ 'aria-label': 'Close menu' }}
        onExitTransitionEnd={() => {
          if (scrollAfterClose.current) scrollToIntegrations();
          scrollAfterClose.current = false;
        }}
      >
        <Stack gap={4} component="nav" aria-label="Menu" mt="sm">
          {NAV.map((item) => (
            <Link
              key={item.label}
              to={item.to}
              className={classes.drawerLink}
              data-active={isActive(item.to) || undefined}
              onClick={onNavClick(item.to, true)}
            >
              <item.icon size={20} stroke={1.7} color="var(--mantine-color-steel-5)" />
              {item.label}
            </Link>
          ))}
        </Stack>
        <Divider my="lg" />
        {loading ? null : user ? (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              Signed in as {user.email}
            </Text>
            <Button
              component={Link}
              to="/dashboard/default"
              onClick={close}
              fullWidth
              size="md"
              leftSection={<IconLayoutDashboard size={18} />}
            >
              Dashboard
            </Button>
          </Stack>
        ) : (
          <Stack gap="sm">
            <Button component={Link} to="/register" onClick={close} color="press.6" size="md" fullWidth>
              Get Started
            </Button>
            <Button component={Link} to="/login" onClick={close} variant="default" size="md" fullWidth>
              Sign in
            </Button>
          </Stack>
        )}
      </Drawer>
    </Box>
  );
}
