import { Button, Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconTemplate, IconTools } from '@tabler/icons-react';
import { Link } from 'react-router';

/**
 * Checkout, shipping and confirmation until the cart lands: inside the dashboard frame, saying
 * what comes and offering the ways on (templates, catalogue) instead of a dead end.
 */
export default function OrderPlaceholder({ title }: { title: string }) {
  return (
    <Card withBorder radius="lg" padding="xl" maw={680} data-testid="order-placeholder">
      <Stack gap="sm" align="flex-start">
        <ThemeIcon size={40} radius="xl" variant="light" color="steel">
          <IconTools size={22} />
        </ThemeIcon>
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          {title}
        </Title>
        <Text c="dimmed">Checkout opens soon. Your cart and your templates are kept for you until then.</Text>
        <Group gap="sm" mt="xs">
          <Button
            component={Link}
            to="/dashboard/templates"
            color="press.5"
            leftSection={<IconTemplate size={18} />}
          >
            My templates
          </Button>
          <Button
            component={Link}
            to="/catalog"
            variant="default"
            leftSection={<IconBuildingStore size={18} />}
          >
            Browse the catalogue
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
