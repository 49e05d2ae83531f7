import { ActionIcon, AspectRatio, Card, Group, Image, Menu, Stack, Text } from '@mantine/core';
import type { ArtworkFile } from '@pressrun/domain';
import { IconDotsVertical, IconExternalLink, IconLink, IconTrash } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { InlineName } from '../../components/InlineName';

interface Props {
  file: ArtworkFile;
  /** Shown when the file has no name: 'Artwork N'. */
  fallback: string;
  renaming: boolean;
  onRename: (name: string) => Promise<unknown>;
  onCopyUrl: () => void;
  onDelete: () => void;
}

/** One artwork: image linking to the file, name, Created On, Resolution, menu. */
export function ArtworkCard({ file: f, fallback, renaming, onRename, onCopyUrl, onDelete }: Props) {
  const label = f.name || fallback;
  return (
    <Card withBorder radius="lg" padding="md" component="article" data-testid="artwork-card">
      <Card.Section>
        <a href={f.url} target="_blank" rel="noreferrer" aria-label={`Open ${label}`}>
          <AspectRatio
            ratio={4 / 3}
            style={{
              // A checkerboard shows where a PNG is transparent.
              backgroundColor: '#f1f3f5',
              backgroundImage:
                'linear-gradient(45deg,#e9ecef 25%,transparent 25%),linear-gradient(-45deg,#e9ecef 25%,transparent 25%),linear-gradient(45deg,transparent 75%,#e9ecef 75%),linear-gradient(-45deg,transparent 75%,#e9ecef 75%)',
              backgroundSize: '20px 20px',
              backgroundPosition: '0 0,0 10px,10px -10px,-10px 0',
            }}
          >
            <Image src={f.thumbnailUrl} alt={label} fit="contain" p="sm" loading="lazy" />
          </AspectRatio>
        </a>
      </Card.Section>
      <Stack gap={6} mt="md">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <div style={{ minWidth: 0, flex: 1 }}>
            <InlineName
              name={f.name}
              fallback={fallback}
              saving={renaming}
              onSave={onRename}
              label="Artwork name"
              testId="artwork-name"
            />
          </div>
          <Menu position="bottom-end" withinPortal shadow="md">
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={`Actions for ${label}`}>
                <IconDotsVertical size={18} />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconLink size={16} />} onClick={onCopyUrl}>
                Copy Artwork Url
              </Menu.Item>
              <Menu.Item
                component="a"
                href={f.url}
                target="_blank"
                rel="noreferrer"
                leftSection={<IconExternalLink size={16} />}
              >
                Open full size
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={onDelete}>
                Delete
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text fz="xs" c="dimmed">
            Created On{' '}
            <Text span fz="xs" fw={600} c="navy.8">
              {dayjs(f.createdAt).format('MMM D, YYYY')}
            </Text>
          </Text>
          <Text fz="xs" c="dimmed">
            Resolution{' '}
            <Text span fz="xs" fw={600} c="navy.8" data-testid="artwork-resolution">
              {f.width} × {f.height}
            </Text>
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}
