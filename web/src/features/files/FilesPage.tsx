import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { FILES_MSG } from '@pressrun/domain';
import { IconUpload } from '@tabler/icons-react';
import { useRef } from 'react';
import { ArtworkDropzone, UploadProgressList, useArtworkUpload } from '../../components/artwork';
import { FilesGrid } from './FilesGrid';
import { PageDropOverlay } from './PageDropOverlay';

/** /dashboard/files — My Files: upload artwork and manage it. */
export default function FilesPage() {
  const uploads = useArtworkUpload();
  const openPicker = useRef<() => void>(null);

  const upload = async (picked: File[]) => {
    const stored = await uploads.start(picked);
    if (stored.length) notifications.show({ color: 'green', message: FILES_MSG.uploaded(stored.length) });
  };

  return (
    <Stack gap="lg">
      <PageDropOverlay onDrop={upload} onReject={uploads.reject} />

      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }} style={{ letterSpacing: '-0.01em' }}>
            My Files
          </Title>
          <Text c="dimmed">Your artwork, ready to place on any product.</Text>
        </Stack>
        <Button color="press" leftSection={<IconUpload size={16} />} onClick={() => openPicker.current?.()}>
          Upload Artwork
        </Button>
      </Group>

      <ArtworkDropzone openRef={openPicker} onFiles={upload} onReject={uploads.reject} />
      <UploadProgressList items={uploads.items} onDismiss={uploads.dismiss} />

      <FilesGrid />
    </Stack>
  );
}
