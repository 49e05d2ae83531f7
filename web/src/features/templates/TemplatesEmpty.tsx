import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlus, IconTemplate } from '@tabler/icons-react';

/** No templates yet: where the first one comes from, and New Template. */
export function TemplatesEmpty({ onNew }: { onNew: () => void }) {
  return (
    <Card withBorder radius="lg" padding="xl" data-testid="templates-empty">
      <Stack align="center" gap="sm" py="lg">
        <ThemeIcon size={56} radius="xl" variant="light" color="navy">
          <IconTemplate size={30} />
        </ThemeIcon>
        <Title order={2} fz="lg">
          No templates yet
        </Title>
        <Text c="dimmed" ta="center" maw={420}>
          Choose a product from the catalog and design your first template — it will appear here.
        </Text>
        <Button color="press.5" leftSection={<IconPlus size={16} />} onClick={onNew}>
          New Template
        </Button>
      </Stack>
    </Card>
  );
}
