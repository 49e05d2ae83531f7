import { Box, Button, Card, Group, Image, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CART_MSG, type TemplateView } from '@pressrun/domain';
import {
  IconArrowLeft,
  IconBrush,
  IconCircleCheck,
  IconShoppingCartPlus,
  IconTemplate,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { get } from '../../app/api';
import { useAddToCart } from '../cart/api';

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
 * /product/orderreview/… when the builder's Review Order lands there: the template is saved, and the
 * page offers to add it to the cart (once its mockup has rendered), and the other ways on: the
 * templates, back into the same design, or another product.
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
  const addToCart = useAddToCart();
  const added = addToCart.isSuccess;
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
            Add it to your cart to order it now; it stays in My Templates to order again later.
          </Text>
          <Group gap="sm" mt="xs">
            {t && (
              <Button
                color="press.5"
                leftSection={<IconShoppingCartPlus size={18} />}
                disabled={!t.previewUrl || added}
                loading={addToCart.isPending}
                onClick={() =>
                  addToCart.mutate(
                    { templateId: t.id },
                    {
                      onSuccess: () => notifications.show({ color: 'green', message: CART_MSG.added }),
                      onError: (e) =>
                        notifications.show({
                          color: 'red',
                          autoClose: false,
                          message: e instanceof Error ? e.message : String(e),
                        }),
                    },
                  )
                }
              >
                {added ? 'In your cart' : 'Add to Cart'}
              </Button>
            )}
            <Button
              component={Link}
              to="/dashboard/templates"
              variant={t ? 'default' : 'filled'}
              color={t ? undefined : 'press.5'}
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
