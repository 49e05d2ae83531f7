import { Badge, Box, Button, Card, Group, Stack, Text } from '@mantine/core';
import { type TemplateView, templateDisplayName } from '@pressrun/domain';
import { IconShoppingCartPlus } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { InlineName } from '../../components/InlineName';
import { TemplateActionsMenu } from './TemplateActionsMenu';
import { TemplateCardImage } from './TemplateCardImage';

interface Props {
  template: TemplateView;
  /** N of the 'Template N' fallback name. */
  number: number;
  renaming: boolean;
  onRename: (name: string) => Promise<unknown>;
  onDelete: () => void;
  onAddToCart: () => void;
  adding: boolean;
  onDuplicate: () => void;
}

/** One template: preview, name (inline rename), description, Sku, Created and its menu. */
export function TemplateCard({
  template: t,
  number,
  renaming,
  onRename,
  onDelete,
  onAddToCart,
  adding,
  onDuplicate,
}: Props) {
  const orderable = Boolean(t.previewUrl);
  const fallback = templateDisplayName(null, number);
  const label = t.name || fallback;
  return (
    <Card withBorder radius="lg" padding="md" data-testid="template-card" component="article">
      <Card.Section>
        <TemplateCardImage template={t} label={label} />
      </Card.Section>
      <Stack gap={6} mt="md">
        <Group justify="space-between" wrap="nowrap" gap="xs" align="center">
          <div style={{ minWidth: 0, flex: 1 }}>
            <InlineName
              name={t.name}
              fallback={fallback}
              saving={renaming}
              onSave={onRename}
              label="Template name"
              testId="template-name"
            />
          </div>
          <TemplateActionsMenu
            template={t}
            orderable={orderable}
            onAddToCart={onAddToCart}
            onDuplicate={onDuplicate}
            onDelete={onDelete}
          />
        </Group>
        <ProductLine template={t} />
        <Text fz="sm" c={t.description ? undefined : 'dimmed'} lineClamp={2}>
          {t.description || 'No description'}
        </Text>
        <Group gap="xs" justify="space-between" mt={4}>
          <Text fz="xs" c="dimmed">
            Sku{' '}
            <Text span fz="xs" fw={600} c="navy.8">
              {t.sku}
            </Text>
          </Text>
          <Group gap={6}>
            {t.status === 'draft' && (
              <Badge size="xs" variant="light" color="yellow">
                Draft
              </Badge>
            )}
            <Text fz="xs" c="dimmed">
              Created {dayjs(t.createdAt).format('MMM D, YYYY')}
            </Text>
          </Group>
        </Group>
        <Button
          mt={4}
          variant="light"
          color="navy"
          leftSection={<IconShoppingCartPlus size={16} />}
          disabled={!orderable}
          loading={adding}
          onClick={onAddToCart}
          aria-label={`Add to Cart: ${label}`}
        >
          Add to Cart
        </Button>
      </Stack>
    </Card>
  );
}

/** Product, then variant and colour (with its swatch), as the catalogue names them. */
function ProductLine({ template: t }: { template: TemplateView }) {
  const p = t.product;
  if (!p)
    return (
      <Text fz="xs" c="dimmed" data-testid="template-product">
        This product is no longer in the catalog.
      </Text>
    );
  return (
    <Group gap={6} wrap="nowrap" data-testid="template-product" style={{ minWidth: 0 }}>
      <Box
        component="span"
        aria-hidden
        w={12}
        h={12}
        style={{
          borderRadius: '50%',
          background: p.colorHex,
          border: '1px solid var(--mantine-color-gray-4)',
          flexShrink: 0,
        }}
      />
      <Text fz="sm" fw={600} c="navy.8" truncate="end" style={{ minWidth: 0 }}>
        {p.name}
        <Text span fz="sm" fw={400} c="dimmed">
          {' '}
          · {[p.variantName, p.colorName].filter(Boolean).join(' · ')}
        </Text>
      </Text>
    </Group>
  );
}
