import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A friendly empty (or not-found) state with a way onward. */
export function EmptyState({
  icon: IconComponent,
  title,
  children,
  action,
}: {
  icon: Icon;
  title: string;
  children?: ReactNode;
  action?: { label: string; to: string };
}) {
  return (
    <Center py={{ base: 48, md: 80 }} px="md" data-testid="empty-state">
      <Stack align="center" gap="sm" maw={440} ta="center">
        <ThemeIcon size={64} radius="xl" variant="light" color="steel">
          <IconComponent size={32} stroke={1.6} />
        </ThemeIcon>
        <Title order={3} c="navy.8">
          {title}
        </Title>
        {children && <Text c="dimmed">{children}</Text>}
        {action && (
          <Button component={Link} to={action.to} mt="xs" color="navy">
            {action.label}
          </Button>
        )}
      </Stack>
    </Center>
  );
}
