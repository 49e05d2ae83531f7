import { Button, Stack, Text } from '@mantine/core';
import { IconFileZip } from '@tabler/icons-react';

/** The saved template's zip; until the design is saved as shown, a disabled button says how to get it. */
export function DownloadAllButton({ url }: { url: string | null }) {
  if (url)
    return (
      <Button
        component="a"
        href={url}
        download
        variant="light"
        color="navy"
        leftSection={<IconFileZip size={16} />}
        data-testid="listing-download-all"
      >
        Download all
      </Button>
    );
  return (
    <Stack gap={2} align="flex-end" maw={260}>
      <Button
        disabled
        variant="light"
        color="navy"
        leftSection={<IconFileZip size={16} />}
        data-testid="listing-download-all"
      >
        Download all
      </Button>
      <Text fz="xs" c="dimmed" ta="right">
        Save the template (Review Order) to download all its files as one zip.
      </Text>
    </Stack>
  );
}
