import { Button, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ArtworkFile } from '@pressrun/domain';
import { IconLibraryPhoto } from '@tabler/icons-react';
import { Suspense, useState } from 'react';
import { ArtworkDropzone, UploadProgressList, useArtworkUpload } from '../../components/artwork';
import { ArtworkLibraryModal } from './lazyParts';

/** An artwork the builder can place: its URL and natural size in pixels. */
export interface PlaceableArtwork {
  url: string;
  width: number;
  height: number;
  name?: string | null;
}

const placeable = (f: ArtworkFile): PlaceableArtwork => ({
  url: f.url,
  width: f.width,
  height: f.height,
  name: f.name,
});

/**
 * Adding images: drop or choose files, or pick an earlier upload from the Artwork Library. Each is
 * kept at full size; the builder places one larger than the print area scaled down to fit.
 */
export function AddArtwork({ onPlace }: { onPlace: (a: PlaceableArtwork) => boolean }) {
  const [libraryOpen, library] = useDisclosure(false);
  // The dialog's code is fetched when it is first opened; it then stays, so it can close gently.
  const [libraryWanted, setLibraryWanted] = useState(false);
  const openLibrary = () => {
    setLibraryWanted(true);
    library.open();
  };
  const uploads = useArtworkUpload();
  const onFiles = async (files: File[]) => {
    for (const f of await uploads.start(files)) onPlace(placeable(f));
  };
  return (
    <Stack gap="xs">
      <ArtworkDropzone onFiles={onFiles} onReject={uploads.reject} compact />
      <UploadProgressList items={uploads.items} onDismiss={uploads.dismiss} />
      <Button variant="default" leftSection={<IconLibraryPhoto size={16} />} onClick={openLibrary} fullWidth>
        Artwork Library
      </Button>
      {libraryWanted && (
        <Suspense fallback={null}>
          <ArtworkLibraryModal
            opened={libraryOpen}
            onClose={library.close}
            onPick={(f) => onPlace(placeable(f))}
          />
        </Suspense>
      )}
    </Stack>
  );
}
