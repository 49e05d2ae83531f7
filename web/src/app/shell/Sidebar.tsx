import { AppShell, NavLink, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLifebuoy } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useSession } from '../session';
import { isActive, navItemsFor } from './navItems';

/** The dashboard sidebar: the signed-in area's sections, the current one highlighted. */
export function Sidebar() {
  const { user } = useSession();
  const { pathname } = useLocation();
  return (
    <>
      {/* The browser's own scrolling: Mantine's ScrollArea measures itself as it mounts, a
          synchronous render of the sidebar before the frame's first paint. */}
      <AppShell.Section grow px="md" py="lg" style={{ overflowY: 'auto' }}>
        <Text fz={11} fw={700} c="dimmed" tt="uppercase" px="sm" mb={8} style={{ letterSpacing: '0.08em' }}>
          Menu
        </Text>
        <nav aria-label="Dashboard">
          <Stack gap={4}>
            {navItemsFor(user?.role).map((item) => {
              const active = isActive(item, pathname);
              return (
                <NavLink
                  key={item.to}
                  component={Link}
                  to={item.to}
                  label={item.label}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  color="steel"
                  variant="light"
                  leftSection={<item.icon size={20} stroke={1.7} />}
                  styles={{
                    root: { borderRadius: 'var(--mantine-radius-md)', height: 44 },
                    label: { fontSize: 'var(--mantine-font-size-sm)', fontWeight: active ? 600 : 500 },
                  }}
                />
              );
            })}
          </Stack>
        </nav>
      </AppShell.Section>
      <AppShell.Section p="md">
        <Stack
          gap={6}
          p="md"
          style={{ background: 'var(--mantine-color-navy-0)', borderRadius: 'var(--mantine-radius-md)' }}
        >
          <ThemeIcon variant="white" color="navy" radius="md" size={32}>
            <IconLifebuoy size={18} />
          </ThemeIcon>
          <Text fw={600} fz="sm">
            Need a hand?
          </Text>
          <Text fz="xs" c="dimmed">
            Our team answers Mon-Fri, 8am-6pm PST.
          </Text>
          <Text component={Link} to="/dashboard/support" fz="sm" fw={600} c="steel.6">
            Contact support
          </Text>
        </Stack>
      </AppShell.Section>
    </>
  );
}
