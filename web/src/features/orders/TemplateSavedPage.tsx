import { Box, Button, Card, Group, Image, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { TemplateView } from '@pressrun/domain';
import { IconArrowLeft, IconBrush, IconCircleCheck, IconTemplate } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { get } from '../../app/api';

/** What the builder hands over when Review Order has saved the template. */
export interface SavedTemplateState {
  templateId: number;
  sku: string;
}

const savedFrom = (state: unknown): SavedTemplateState | null => {
  const s = state as Partial<SavedTemplateState> | null;
  return s && typeof s.templateId === 'number' && typeof s.sku === 'string'
    ? { templateId: s.templateId, sku: s.sku }
    : null;
};

/**
 * /product/orderreview/… — where Review Order lands. Ordering from the builder comes with the
 * cart; until then the page says the template is saved and offers the ways on: the templates, back
 * into the same design, or another product.
 */
export default function TemplateSavedPage() {
  const saved = savedFrom(useLocation().state);
  const template = useQuery({
    queryKey: ['templates', saved?.templateId ?? 0],
    queryFn: async () =>
      (await get<{ template: TemplateView }>(`/api/templates/${saved!.templateId}`)).template,
    enabled: saved !== null,
    retry: false,
    // The preview comes when the mockup render finishes, a few seconds after saving at most.
    refetchInterval: (q) =>
      q.state.data && !q.state.data.previewUrl && q.state.data.mockupId && q.state.dataUpdateCount < 30
        ? 2000
        : false,
  });
  const t = template.data;
  const keepDesigning = saved
    ? `/product/mockup/${saved.templateId}?sku=${encodeURIComponent(saved.sku)}`
    : '/product/mockup/';

  return (
    <Card withBorder radius="lg" padding="xl" maw={760} data-testid="template-saved">
      <Group align="flex-start" gap="xl" wrap="wrap">
        {t?.previewUrl && (
          <Box
            w={{ base: '100%', xs: 200 }}
            bg="gray.0"
            p="xs"
            style={{ borderRadius: 'var(--mantine-radius-md)', flexShrink: 0 }}
          >
            <Image src={t.previewUrl} alt={`Preview of ${t.name || 'your template'}`} fit="contain" h={180} />
          </Box>
        )}
        <Stack gap="sm" style={{ flex: 1, minWidth: 240 }}>
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="xl" variant="light" color="teal">
              <IconCircleCheck size={24} />
            </ThemeIcon>
            <Title order={1} fz={{ base: 24, sm: 28 }}>
              Template saved
            </Title>
          </Group>
          <Text>
            {saved
              ? `${t?.name ? `“${t.name}”` : 'Your design'} is saved with its mockups in My Templates${
                  t?.sku ? ` (sku ${t.sku})` : ''
                }.`
              : 'Your designs are saved in My Templates.'}
          </Text>
          <Text c="dimmed" fz="sm">
            Ordering straight from the builder opens soon. Your template will be waiting, ready to order.
          </Text>
          <Group gap="sm" mt="xs">
            <Button
              component={Link}
              to="/dashboard/templates"
              color="press.5"
              leftSection={<IconTemplate size={18} />}
            >
              Go to my templates
            </Button>
            <Button
              component={Link}
              to={keepDesigning}
              variant="default"
              leftSection={saved ? <IconArrowLeft size={18} /> : <IconBrush size={18} />}
            >
              Keep designing
            </Button>
            {saved && (
              <Button component={Link} to="/product/mockup/" variant="subtle" color="navy">
                Design another product
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
