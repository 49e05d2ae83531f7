import { ActionIcon, AspectRatio, Badge, Button, Card, Group, Image, Menu, Stack, Text } from '@mantine/core';
import { type TemplateView, templateDisplayName } from '@pressrun/domain';
import {
  IconDotsVertical,
  IconDownload,
  IconEdit,
  IconShoppingCartPlus,
  IconTrash,
} from '@tabler/icons-react';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { InlineName } from '../../components/InlineName';
import { builderUrl, downloadUrl } from './api';

interface Props {
  template: TemplateView;
  /** N of the 'Template N' fallback name. */
  number: number;
  renaming: boolean;
  onRename: (name: string) => Promise<unknown>;
  onDelete: () => void;
  onAddToCart: () => void;
  adding: boolean;
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
}: Props) {
  const orderable = Boolean(t.previewUrl);
  const fallback = templateDisplayName(null, number);
  return (
    <Card withBorder radius="lg" padding="md" data-testid="template-card" component="article">
      <Card.Section>
        <Link to={builderUrl(t)} aria-label={`Open ${t.name || fallback} in the builder`}>
          <AspectRatio ratio={4 / 3} bg="gray.0">
            {t.previewUrl ? (
              <Image src={t.previewUrl} alt={`Preview of ${t.name || fallback}`} fit="contain" p="sm" />
            ) : (
              <div />
            )}
          </AspectRatio>
        </Link>
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
          <Menu position="bottom-end" withinPortal shadow="md">
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label="Template actions">
                <IconDotsVertical size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconShoppingCartPlus size={16} />}
                disabled={!orderable}
                onClick={onAddToCart}
              >
                Add to Cart
              </Menu.Item>
              <Menu.Item component={Link} to={builderUrl(t)} leftSection={<IconEdit size={16} />}>
                Edit design
              </Menu.Item>
              <Menu.Item
                component="a"
                href={downloadUrl(t.id)}
                download
                leftSection={<IconDownload size={16} />}
              >
                Download files
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
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
          aria-label={`Add to Cart: ${t.name || fallback}`}
        >
          Add to Cart
        </Button>
      </Stack>
    </Card>
  );
}
