import {
  ActionIcon,
  Box,
  Button,
  FileButton,
  Group,
  Image,
  Input,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { CLAIM_PHOTOS_MAX } from '@pressrun/domain';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { formatBytes, PHOTO_TYPES } from './claimText';

// Each chosen File gets an id for React's key: two picks of the same file are two photos.
const ids = new WeakMap<File, number>();
let nextId = 0;
const idOf = (file: File) => {
  if (!ids.has(file)) ids.set(file, ++nextId);
  return ids.get(file)!;
};

/** One chosen photo: a thumbnail (when it is an image), its name and size, and a way to remove it. */
function Chosen({ file, onRemove, disabled }: { file: File; onRemove: () => void; disabled?: boolean }) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!PHOTO_TYPES.includes(file.type)) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <Group gap="sm" wrap="nowrap" align="center" data-testid="claim-photo-chosen">
      <Box
        w={64}
        h={64}
        bg="gray.1"
        style={{
          flex: 'none',
          borderRadius: 8,
          overflow: 'hidden',
          border: '1px solid var(--mantine-color-gray-3)',
        }}
      >
        {preview && <Image src={preview} alt={`Preview of ${file.name}`} w={64} h={64} fit="cover" />}
      </Box>
      <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
        <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {file.name}
        </Text>
        <Text fz="xs" c="dimmed">
          {formatBytes(file.size)}
        </Text>
      </Stack>
      <ActionIcon
        variant="subtle"
        color="gray"
        onClick={onRemove}
        disabled={disabled}
        aria-label={`Remove ${file.name}`}
      >
        <IconX size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/**
 * The claim's photos, one to five JPG or PNG images from the device: each shown back as a
 * thumbnail, its name and size, with a way to remove it; more can be added until there are five.
 */
export function PhotoPicker({
  value,
  onChange,
  error,
  disabled,
}: {
  value: File[];
  onChange: (files: File[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const [leftOut, setLeftOut] = useState(0);
  const room = CLAIM_PHOTOS_MAX - value.length;
  const add = (files: File[]) => {
    setLeftOut(Math.max(0, files.length - room));
    onChange([...value, ...files.slice(0, room)]);
  };
  const hint =
    leftOut > 0
      ? `Only ${CLAIM_PHOTOS_MAX} photos can be attached: ${leftOut === 1 ? '1 photo was' : `${leftOut} photos were`} left out.`
      : null;

  return (
    <Input.Wrapper
      label="Photos"
      description={`1 to ${CLAIM_PHOTOS_MAX} JPG or PNG images of the problem, up to 10 MB each.`}
      withAsterisk
      error={error ?? hint}
      id="claim-photos"
      labelElement="div"
      labelProps={{ id: 'claim-photos-label' }}
    >
      <Stack gap="sm" mt={6} role="group" aria-labelledby="claim-photos-label">
        {value.length > 0 && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
            {value.map((file, i) => (
              <Chosen
                key={idOf(file)}
                file={file}
                disabled={disabled}
                onRemove={() => {
                  setLeftOut(0);
                  onChange(value.filter((_, j) => j !== i));
                }}
              />
            ))}
          </SimpleGrid>
        )}
        <FileButton onChange={add} accept={PHOTO_TYPES.join(',')} multiple disabled={disabled || room <= 0}>
          {(props) => (
            <Button
              {...props}
              variant="default"
              w="fit-content"
              leftSection={<IconPhotoPlus size={18} aria-hidden />}
              disabled={disabled || room <= 0}
              data-testid="claim-photo"
            >
              {value.length === 0
                ? 'Add photos'
                : room > 0
                  ? `Add more (${room} left)`
                  : `${CLAIM_PHOTOS_MAX} photos added`}
            </Button>
          )}
        </FileButton>
      </Stack>
    </Input.Wrapper>
  );
}
