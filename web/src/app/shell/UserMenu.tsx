import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconChevronDown,
  IconHome,
  IconLogout,
  IconPackage,
  IconSettings,
  IconShieldLock,
} from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useLogout, useSession } from '../session';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('') || '?';

/** The avatar menu: Home, Products, Settings, the staff console (staff only) and Logout. */
export function UserMenu() {
  const { user } = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const name = user?.name || user?.email || '';

  const signOut = async () => {
    // Leave the signed-in area first, so its guard does not bounce to /login on the way out. Not as a
    // transition (React would keep the dashboard mounted while the home page loads): flushSync.
    await navigate('/', { flushSync: true });
    await logout();
  };

  return (
    <Menu position="bottom-end" width={240} shadow="md" withinPortal>
      <Menu.Target>
        {/*
          Named by what it shows (the user's name, where the screen has room for it) and then what it
          is, so a voice-control user saying the name they see finds it. The initials only repeat the
          name, so they are not read.
        */}
        <UnstyledButton style={{ borderRadius: 999 }}>
          <Group gap={8} wrap="nowrap">
            <Avatar color="navy" radius="xl" size={36} aria-hidden>
              {initialsOf(name)}
            </Avatar>
            <Text fz="sm" fw={600} visibleFrom="sm" maw={160} truncate>
              {user?.name}
            </Text>
            <VisuallyHidden>Account menu</VisuallyHidden>
            <IconChevronDown size={16} style={{ flexShrink: 0 }} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text fz="sm" fw={600} c="navy.8" truncate>
            {user?.name}
          </Text>
          <Text fz="xs" c="dimmed" truncate>
            {user?.email}
          </Text>
        </Menu.Label>
        <Menu.Divider />
        <Menu.Item component={Link} to="/" leftSection={<IconHome size={16} />}>
          Home
        </Menu.Item>
        <Menu.Item component={Link} to="/catalog" leftSection={<IconPackage size={16} />}>
          Products
        </Menu.Item>
        <Menu.Item component={Link} to="/dashboard/settings" leftSection={<IconSettings size={16} />}>
          Settings
        </Menu.Item>
        {user?.staff_role && (
          <Menu.Item component={Link} to="/admin" leftSection={<IconShieldLock size={16} />}>
            Staff console
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="press" leftSection={<IconLogout size={16} />} onClick={signOut}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
