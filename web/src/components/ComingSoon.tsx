import { Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconTools } from '@tabler/icons-react';

/** A clear placeholder for a page a later issue builds. */
export function ComingSoon({ title, what }: { title: string; what: string }) {
  return (
    <Card withBorder padding="xl" radius="md" maw={640}>
      <Stack gap="xs" align="flex-start">
        <ThemeIcon size="lg" variant="light" color="steel">
          <IconTools size={20} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        <Text c="dimmed">{what} is coming soon to PressRun.</Text>
      </Stack>
    </Card>
  );
}
