import { Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ArtworkFile } from '@pressrun/domain';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ArtworkDropzone } from './ArtworkDropzone';
import { ArtworkLibraryGrid } from './ArtworkLibraryGrid';
import { useArtworkFiles, useArtworkUpload } from './api';
import { UploadProgressList } from './UploadProgressList';

interface Props {
  opened: boolean;
  onClose: () => void;
  /** Called with the chosen artwork (an earlier upload, or one just uploaded). */
  onPick: (file: ArtworkFile) => void;
}

/**
 * The builder's Artwork Library: lists the company's earlier uploads to pick
 * one, and uploads new ones (picked at once when a single file is uploaded).
 */
export function ArtworkLibraryModal({ opened, onClose, onPick }: Props) {
  const files = useArtworkFiles();
  // The list was read when the page opened: files added since (My Files in another tab, the API)
  // show when the library opens, not after a reload.
  const { refetch } = files;
  useEffect(() => {
    if (opened) void refetch();
  }, [opened, refetch]);
  const uploads = useArtworkUpload();
  const openPicker = useRef<() => void>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const mobile = useMediaQuery('(max-width: 48em)');
  const list = files.data ?? [];

  const pick = (file: ArtworkFile) => {
    onPick(file);
    onClose();
  };
  const onFiles = async (picked: File[]) => {
    const stored = await uploads.start(picked);
    if (picked.length === 1 && stored.length === 1) pick(stored[0]!);
  };
  const chosen = list.find((f) => f.id === selected);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text fw={700} fz="lg">
          Artwork Library
        </Text>
      }
      size="xl"
      fullScreen={mobile}
      radius="lg"
    >
      <Stack gap="md">
        <ArtworkDropzone openRef={openPicker} onFiles={onFiles} onReject={uploads.reject} compact />
        <UploadProgressList items={uploads.items} onDismiss={uploads.dismiss} />
        <ScrollArea.Autosize mah={mobile ? undefined : 420} type="auto" offsetScrollbars>
          <ArtworkLibraryGrid
            pending={files.isPending}
            list={list}
            selected={selected}
            onSelect={setSelected}
            onPick={pick}
          />
        </ScrollArea.Autosize>
        <Group justify="space-between">
          <Button
            variant="default"
            leftSection={<IconUpload size={16} />}
            onClick={() => openPicker.current?.()}
          >
            Upload
          </Button>
          <Group gap="xs">
            <Button variant="subtle" color="gray" onClick={onClose}>
              Cancel
            </Button>
            <Button color="press" disabled={!chosen} onClick={() => chosen && pick(chosen)}>
              Use artwork
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
