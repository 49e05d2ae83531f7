import { ActionIcon, Menu } from '@mantine/core';
import type { TemplateView } from '@pressrun/domain';
import {
  IconCopy,
  IconDotsVertical,
  IconDownload,
  IconEdit,
  IconShoppingCartPlus,
  IconTrash,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { builderUrl, downloadUrl } from './api';

/** A template card's menu: add to cart, edit, duplicate, download its files, delete. */
export function TemplateActionsMenu({
  template: t,
  orderable,
  onAddToCart,
  onDuplicate,
  onDelete,
}: {
  template: TemplateView;
  orderable: boolean;
  onAddToCart: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}) {
  return (
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
        <Menu.Item leftSection={<IconCopy size={16} />} onClick={onDuplicate}>
          Duplicate
        </Menu.Item>
        <Menu.Item
          component="a"
          href={downloadUrl(t.id)}
          download
          leftSection={<IconDownload size={16} />}
          data-testid="template-download"
        >
          Download files
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
          Delete
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
