import { Card, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { FILES_MSG } from '@pressrun/domain';
import { IconPhoto } from '@tabler/icons-react';

/** Placeholder cards while the files load. */
export function FilesLoading() {
  return (
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
  );
}

/** No artwork yet: what can be uploaded, and how. */
export function FilesEmpty() {
  return (
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
  );
}
