import { Box, Burger, Container, Divider, Drawer, Group, Stack } from '@mantine/core';
import { IconBrush, IconBuildingStore, IconPlugConnected } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Brand } from './Brand';
import classes from './PublicHeader.module.css';
import { MenuAccount, PublicHeaderAccount } from './PublicHeaderAccount';
import { INTEGRATIONS_ANCHOR } from './site';
import { usePublicNav } from './usePublicNav';

export { scrollToIntegrations } from './usePublicNav';

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
  const { opened, toggle, close, onNavClick, onMenuClosed, isActive } = usePublicNav();

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
            <PublicHeaderAccount />
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
        onExitTransitionEnd={onMenuClosed}
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
        <MenuAccount onFollow={close} />
      </Drawer>
    </Box>
  );
}
