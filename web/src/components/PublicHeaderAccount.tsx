import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconLayoutDashboard } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSession } from '../app/session';

/** The header's account buttons: Dashboard when signed in, Sign in and Get Started otherwise. */
export function PublicHeaderAccount() {
  const { user, loading } = useSession();
  // Keep the space so the header does not jump when the session answers.
  if (loading) return <Box w={220} h={36} aria-hidden />;
  if (user)
    return (
      <Button
        component={Link}
        to="/dashboard/default"
        color="navy"
        leftSection={<IconLayoutDashboard size={18} />}
      >
        Dashboard
      </Button>
    );
  return (
    <Group gap="xs" wrap="nowrap">
      <Button component={Link} to="/login" variant="subtle" color="navy">
        Sign in
      </Button>
      <Button component={Link} to="/register" color="press.6" rightSection={<IconArrowRight size={16} />}>
        Get Started
      </Button>
    </Group>
  );
}

/** The same in the slide menu, full width; following one closes the menu. */
export function MenuAccount({ onFollow }: { onFollow: () => void }) {
  const { user, loading } = useSession();
  if (loading) return null;
  if (user)
    return (
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          Signed in as {user.email}
        </Text>
        <Button
          component={Link}
          to="/dashboard/default"
          onClick={onFollow}
          fullWidth
          size="md"
          leftSection={<IconLayoutDashboard size={18} />}
        >
          Dashboard
        </Button>
      </Stack>
    );
  return (
    <Stack gap="sm">
      <Button component={Link} to="/register" onClick={onFollow} color="press.6" size="md" fullWidth>
        Get Started
      </Button>
      <Button component={Link} to="/login" onClick={onFollow} variant="default" size="md" fullWidth>
        Sign in
      </Button>
    </Stack>
  );
}
