import { Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { ARTWORK_ACCEPT, ARTWORK_MAX_BYTES } from '@pressrun/domain';
import { IconCloudUpload } from '@tabler/icons-react';
import { rejectionMessage } from '../../components/artwork/ArtworkDropzone';

/** Dropping files anywhere on the page uploads them too. */
export function PageDropOverlay({
  onDrop,
  onReject,
}: {
  onDrop: (files: File[]) => void;
  onReject: (name: string, size: number, error: string) => void;
}) {
  return (
    <Dropzone.FullScreen
      inputProps={{ 'aria-label': 'Artwork files dropped on the page' }}
      accept={ARTWORK_ACCEPT}
      maxSize={ARTWORK_MAX_BYTES}
      multiple
      onDrop={onDrop}
      onReject={(rs) => {
        for (const r of rs) onReject(r.file.name, r.file.size, rejectionMessage(r));
      }}
    >
      <Stack align="center" justify="center" mih="60vh" gap="sm" style={{ pointerEvents: 'none' }}>
        <ThemeIcon size={72} radius="xl" color="steel" variant="light">
          <IconCloudUpload size={40} />
        </ThemeIcon>
        <Text fw={700} fz="xl">
          Drop your artwork to upload it
        </Text>
      </Stack>
    </Dropzone.FullScreen>
  );
}
