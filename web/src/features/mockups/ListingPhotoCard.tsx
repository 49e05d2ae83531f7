import { Anchor, Card, Center, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconDownload } from '@tabler/icons-react';

/** One listing view: its photo once drawn (with its download), a spinner meanwhile, or a failure mark. */
export function ListingPhotoCard({
  name,
  url,
  failed,
  productName,
  fileName,
}: {
  /** the view's name: Front, Angled, Right or Left */
  name: string;
  /** the photo, once it has arrived */
  url: string | null;
  failed: boolean;
  productName: string;
  /** the downloaded file's name */
  fileName: string;
}) {
  const id = name.toLowerCase();
  return (
    <Card withBorder radius="md" padding="sm" data-testid={`listing-view-${id}`}>
      <Card.Section>
        <Center bg="gray.0" style={{ aspectRatio: '1 / 1' }}>
          {url ? (
            <img
              src={url}
              alt={`${productName} listing photo, ${name} view`}
              loading="lazy"
              style={{ width: '100%', height: '100%', objectFit: 'contain' }}
            />
          ) : failed ? (
            <IconAlertTriangle color="var(--mantine-color-press-5)" />
          ) : (
            <Loader size="sm" color="steel" data-testid={`listing-loading-${id}`} />
          )}
        </Center>
      </Card.Section>
      <Group justify="space-between" mt="sm" gap="xs" wrap="nowrap">
        <Text fw={600} fz="sm">
          {name}
        </Text>
        {url ? (
          <Anchor
            href={url}
            download={fileName}
            fz="sm"
            fw={600}
            c="navy.8"
            data-testid={`listing-download-${id}`}
            aria-label={`Download ${name} listing photo`}
            style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
          >
            <IconDownload size={15} />
            Download
          </Anchor>
        ) : (
          <Text fz="xs" c="dimmed">
            {failed ? 'Not made' : 'Drawing…'}
          </Text>
        )}
      </Group>
    </Card>
  );
}
