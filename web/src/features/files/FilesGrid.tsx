import { SimpleGrid, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type ArtworkFile, artworkDisplayName, FILES_MSG } from '@pressrun/domain';
import { absoluteUrl, useArtworkFiles, useDeleteArtwork, useRenameArtwork } from '../../components/artwork';
import { ArtworkCard } from './ArtworkCard';
import { errorText } from './errorText';
import { FilesEmpty, FilesLoading } from './FilesStates';

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

const failed = (e: unknown) => notifications.show({ color: 'red', autoClose: false, message: errorText(e) });

/**
 * The uploaded artwork, newest first, each card with rename, copy URL and delete; or the loading,
 * error or empty state. Always mounted, so a delete's message still shows when the last file goes.
 */
export function FilesGrid() {
  const files = useArtworkFiles();
  const list = files.data ?? [];
  const rename = useRenameArtwork();
  const remove = useDeleteArtwork();

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
          onError: failed,
        }),
    });

  if (files.isPending) return <FilesLoading />;
  if (files.isError)
    return (
      <Text c="red.7" role="alert">
        {errorText(files.error)}
      </Text>
    );
  if (list.length === 0) return <FilesEmpty />;
  return (
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
                  onError: failed,
                },
              )
            }
            onCopyUrl={() => void copyUrl(f)}
            onDelete={() => confirmDelete(f, f.name || fallback)}
          />
        );
      })}
    </SimpleGrid>
  );
}
