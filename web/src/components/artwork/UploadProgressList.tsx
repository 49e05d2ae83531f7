import { ActionIcon, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { UploadItem } from './api';

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** One row per file being uploaded: its bar while it goes up, then done or the server's message. */
export function UploadProgressList({
  items,
  onDismiss,
}: {
  items: UploadItem[];
  onDismiss: (key: string) => void;
}) {
  if (!items.length) return null;
  return (
    <Stack gap="xs" aria-live="polite" data-testid="upload-list">
      {items.map((i) => (
        <Paper
          key={i.key}
          withBorder
          radius="md"
          px="md"
          py="xs"
          data-testid="upload-item"
          data-status={i.status}
        >
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Group gap="xs" wrap="nowrap" justify="space-between">
                <Text fz="sm" fw={600} truncate>
                  {i.name}
                </Text>
                <Text fz="xs" c="dimmed" style={{ flexShrink: 0 }}>
                  {i.status === 'uploading' ? `${i.progress}%` : size(i.size)}
                </Text>
              </Group>
              {i.status === 'uploading' && (
                <Progress
                  value={i.progress}
                  size="sm"
                  color="steel"
                  animated
                  aria-label={`Uploading ${i.name}`}
                />
              )}
              {i.status === 'error' && (
                <Text fz="sm" c="red.7" role="alert">
                  {i.error}
                </Text>
              )}
              {i.status === 'done' && (
                <Group gap={4}>
                  <IconCheck size={14} color="var(--mantine-color-green-7)" />
                  <Text fz="xs" c="green.8">
                    Uploaded
                  </Text>
                </Group>
              )}
            </Stack>
            {i.status !== 'uploading' && (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Dismiss ${i.name}`}
                onClick={() => onDismiss(i.key)}
              >
                <IconX size={16} />
              </ActionIcon>
            )}
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
