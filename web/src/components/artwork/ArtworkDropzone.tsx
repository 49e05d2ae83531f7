import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { ARTWORK_ACCEPT, ARTWORK_MAX_BYTES, ARTWORK_MAX_FILES, FILES_MSG } from '@pressrun/domain';
import { IconCloudUpload, IconPhoto, IconX } from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';

interface Props {
  onFiles: (files: File[]) => void;
  onReject: (name: string, size: number, message: string) => void;
  /** Lets a button elsewhere open the file picker. */
  openRef?: Ref<() => void>;
  compact?: boolean;
  children?: ReactNode;
}

/** Why the picker refused a file, in the same words the server uses for it. */
export function rejectionMessage(r: FileRejection) {
  const code = r.errors[0]?.code;
  if (code === 'file-too-large') return FILES_MSG.tooLarge;
  if (code === 'too-many-files') return FILES_MSG.tooManyFiles;
  return FILES_MSG.wrongType;
}

/**
 * Drop artwork here or click to choose: several at once, JPG, PNG or GIF. The picker's type check
 * is only a first filter — the server decides by the file's content.
 */
export function ArtworkDropzone({ onFiles, onReject, openRef, compact, children }: Props) {
  return (
    <Dropzone
      onDrop={onFiles}
      onReject={(rejections) => {
        for (const r of rejections) onReject(r.file.name, r.file.size, rejectionMessage(r));
      }}
      accept={ARTWORK_ACCEPT}
      maxSize={ARTWORK_MAX_BYTES}
      maxFiles={ARTWORK_MAX_FILES}
      multiple
      openRef={openRef}
      // The plain file input works in every browser (the File System Access picker does not).
      useFsAccessApi={false}
      radius="lg"
      p={compact ? 'md' : 'xl'}
      data-testid="artwork-dropzone"
      // In the tab order, where Enter or Space opens the file picker. Not role="button": a button
      // may not hold the focusable file input it drives, which gets a name of its own.
      inputProps={{ 'aria-label': 'Artwork files to upload' }}
      styles={{ root: { borderWidth: 2, background: 'var(--mantine-color-gray-0)' } }}
    >
      <Group
        justify="center"
        gap="md"
        mih={compact ? 60 : 110}
        style={{ pointerEvents: 'none' }}
        wrap="nowrap"
      >
        <Dropzone.Accept>
          <ThemeIcon size={compact ? 40 : 52} radius="xl" color="steel" variant="light">
            <IconCloudUpload size={compact ? 22 : 28} />
          </ThemeIcon>
        </Dropzone.Accept>
        <Dropzone.Reject>
          <ThemeIcon size={compact ? 40 : 52} radius="xl" color="red" variant="light">
            <IconX size={compact ? 22 : 28} />
          </ThemeIcon>
        </Dropzone.Reject>
        <Dropzone.Idle>
          <ThemeIcon size={compact ? 40 : 52} radius="xl" color="navy" variant="light">
            <IconPhoto size={compact ? 22 : 28} />
          </ThemeIcon>
        </Dropzone.Idle>
        <Stack gap={2}>
          <Text fw={600} fz={compact ? 'sm' : 'md'}>
            Drag images here or click to choose files
          </Text>
          <Text fz="xs" c="dimmed">
            JPG, PNG or GIF · up to 25 MB each · several at once
          </Text>
          {children}
        </Stack>
      </Group>
    </Dropzone>
  );
}
