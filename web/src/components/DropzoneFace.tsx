import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconCloudUpload, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * What a one-file drop area shows: an icon for idle, accepted and refused drags, the call to
 * action and what the file may be. Clicks go through it to the drop area itself.
 */
export function DropzoneFace({
  idleIcon,
  title,
  hint,
}: {
  idleIcon: ReactNode;
  title: string;
  hint: string;
}) {
  return (
    <Group justify="center" gap="md" mih={80} wrap="nowrap" style={{ pointerEvents: 'none' }}>
      <Dropzone.Accept>
        <ThemeIcon size={48} radius="xl" color="steel" variant="light">
          <IconCloudUpload size={26} />
        </ThemeIcon>
      </Dropzone.Accept>
      <Dropzone.Reject>
        <ThemeIcon size={48} radius="xl" color="red" variant="light">
          <IconX size={26} />
        </ThemeIcon>
      </Dropzone.Reject>
      <Dropzone.Idle>
        <ThemeIcon size={48} radius="xl" color="navy" variant="light">
          {idleIcon}
        </ThemeIcon>
      </Dropzone.Idle>
      <Stack gap={2}>
        <Text fw={600}>{title}</Text>
        <Text fz="xs" c="dimmed">
          {hint}
        </Text>
      </Stack>
    </Group>
  );
}
