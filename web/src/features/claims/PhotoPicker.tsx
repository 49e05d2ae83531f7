import { Box, FileInput, Group, Image, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { formatBytes, PHOTO_TYPES } from './claimText';

/**
 * The claim's one photo: a JPG or PNG chosen from the device, shown back as its name, size and a
 * thumbnail so the customer sees they picked the right one.
 */
export function PhotoPicker({
  value,
  onChange,
  error,
  disabled,
}: {
  value: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  disabled?: boolean;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!value || !PHOTO_TYPES.includes(value.type)) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(value);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  return (
    <Stack gap="xs">
      <FileInput
        label="Photo"
        description="One JPG or PNG image of the problem, up to 10 MB."
        placeholder="Choose a photo"
        accept={PHOTO_TYPES.join(',')}
        value={value}
        onChange={onChange}
        clearable
        clearButtonProps={{ 'aria-label': 'Remove the photo' }}
        leftSection={<IconPhoto size={18} aria-hidden />}
        withAsterisk
        error={error}
        disabled={disabled}
        data-testid="claim-photo"
      />
      {value && (
        <Group gap="sm" wrap="nowrap" align="center" data-testid="claim-photo-chosen">
          {preview && (
            <Box
              w={72}
              h={72}
              style={{
                flex: 'none',
                borderRadius: 8,
                overflow: 'hidden',
                border: '1px solid var(--mantine-color-gray-3)',
              }}
            >
              <Image src={preview} alt={`Preview of ${value.name}`} w={72} h={72} fit="cover" />
            </Box>
          )}
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {value.name}
            </Text>
            <Text fz="xs" c="dimmed">
              {formatBytes(value.size)}
            </Text>
          </Stack>
        </Group>
      )}
    </Stack>
  );
}
