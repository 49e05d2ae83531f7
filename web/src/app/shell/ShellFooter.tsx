import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

const LINKS = [
  { label: 'Help', to: '/dashboard/help' },
  { label: 'Support', to: '/dashboard/support' },
  { label: 'Terms', to: '/terms' },
  { label: 'Privacy', to: '/privacy' },
  { label: 'Refund Policy', to: '/refund-policy' },
];

/** The footer of the signed-in area. */
export function ShellFooter() {
  return (
    <Group
      component="footer"
      justify="space-between"
      gap="sm"
      px={{ base: 'md', md: 'xl' }}
      py="md"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Text fz="xs" c="dimmed">
        © {new Date().getFullYear()} PressRun. Print-on-demand for resellers.
      </Text>
      <Group gap="md" component="nav" aria-label="Footer">
        {LINKS.map((l) => (
          <Anchor key={l.to} component={Link} to={l.to} fz="xs" c="dimmed">
            {l.label}
          </Anchor>
        ))}
      </Group>
    </Group>
  );
}
