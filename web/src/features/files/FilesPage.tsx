import { Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import {
  ARTWORK_ACCEPT,
  ARTWORK_MAX_BYTES,
  type ArtworkFile,
  artworkDisplayName,
  FILES_MSG,
} from '@pressrun/domain';
import { IconCloudUpload, IconPhoto, IconUpload } from '@tabler/icons-react';
import { useRef } from 'react';
import {
  ArtworkDropzone,
  absoluteUrl,
  UploadProgressList,
  useArtworkFiles,
  useArtworkUpload,
  useDeleteArtwork,
  useRenameArtwork,
} from '../../components/artwork';
import { rejectionMessage } from '../../components/artwork/ArtworkDropzone';
import { ArtworkCard } from './ArtworkCard';

const errorText = (e: unknown) =>
  e instanceof Error ? e.message : 'Something went wrong. Please try again later.';

async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
  } catch {
    // Clipboard API refused (insecure context): the old way.
    const input = document.createElement('textarea');
    input.value = text;
    document.body.appendChild(input);
    input.select();
    document.execCommand('copy');
    input.remove();
  }
}

/** /dashboard/files — My Files: upload artwork and manage it. */
export default function FilesPage() {
  const files = useArtworkFiles();
  const uploads = useArtworkUpload();
  const rename = useRenameArtwork();
  const remove = useDeleteArtwork();
  const openPicker = useRef<() => void>(null);
  const list = files.data ?? [];

  const upload = async (picked: File[]) => {
    const stored = await uploads.start(picked);
    if (stored.length) notifications.show({ color: 'green', message: FILES_MSG.uploaded(stored.length) });
  };

  const copyUrl = async (f: ArtworkFile) => {
    await copyText(absoluteUrl(f.url));
    notifications.show({ color: 'green', message: FILES_MSG.urlCopied });
  };

  const confirmDelete = (f: ArtworkFile, label: string) =>
    modals.openConfirmModal({
      title: `Delete ${label}?`,
      centered: true,
      children: <Text fz="sm">{FILES_MSG.deleteConfirm} This cannot be undone.</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        remove.mutate(f.id, {
          onSuccess: () => notifications.show({ color: 'green', message: FILES_MSG.deleted }),
          onError: (e) => notifications.show({ color: 'red', autoClose: false, message: errorText(e) }),
        }),
    });

  return (
    <Stack gap="lg">
      {/* Dropping files anywhere on the page uploads them too. */}
      <Dropzone.FullScreen
        inputProps={{ 'aria-label': 'Artwork files dropped on the page' }}
        accept={ARTWORK_ACCEPT}
        maxSize={ARTWORK_MAX_BYTES}
        multiple
        onDrop={upload}
        onReject={(rs) => {
          for (const r of rs) uploads.reject(r.file.name, r.file.size, rejectionMessage(r));
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

      {files.isPending ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="lg" data-testid="files-loading">
          {[0, 1, 2, 3].map((i) => (
            <Card key={i} withBorder radius="lg" padding="md">
              <Card.Section>
                <Skeleton height={190} radius={0} />
              </Card.Section>
              <Skeleton height={14} mt="md" width="60%" />
              <Skeleton height={10} mt="sm" />
            </Card>
          ))}
        </SimpleGrid>
      ) : files.isError ? (
        <Text c="red.7" role="alert">
          {errorText(files.error)}
        </Text>
      ) : list.length === 0 ? (
        <Card withBorder radius="lg" padding="xl" data-testid="files-empty">
          <Stack align="center" gap="sm" py="lg">
            <ThemeIcon size={56} radius="xl" variant="light" color="steel">
              <IconPhoto size={30} />
            </ThemeIcon>
            <Text fw={700} fz="lg" ta="center">
              {FILES_MSG.noArtwork}
            </Text>
            <Text c="dimmed" ta="center" maw={420}>
              Upload JPG, PNG or GIF images — drop them above or use the button.
            </Text>
          </Stack>
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 4 }} spacing="lg" data-testid="files-grid">
          {list.map((f, i) => {
            const fallback = artworkDisplayName(null, list.length - 1 - i);
            return (
              <ArtworkCard
                key={f.id}
                file={f}
                fallback={fallback}
                renaming={rename.isPending && rename.variables?.id === f.id}
                onRename={(name) =>
                  rename.mutateAsync(
                    { id: f.id, name },
                    {
                      onSuccess: () => notifications.show({ color: 'green', message: FILES_MSG.renamed }),
                      onError: (e) =>
                        notifications.show({ color: 'red', autoClose: false, message: errorText(e) }),
                    },
                  )
                }
                onCopyUrl={() => void copyUrl(f)}
                onDelete={() => confirmDelete(f, f.name || fallback)}
              />
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
