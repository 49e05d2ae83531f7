import { AspectRatio, Image, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { type ArtworkFile, artworkDisplayName, FILES_MSG } from '@pressrun/domain';

/** The library's earlier uploads: placeholders while loading, a note when there are none, else a grid to choose from. */
export function ArtworkLibraryGrid({
  pending,
  list,
  selected,
  onSelect,
  onPick,
}: {
  pending: boolean;
  list: ArtworkFile[];
  selected: number | null;
  onSelect: (id: number) => void;
  onPick: (file: ArtworkFile) => void;
}) {
  return pending ? (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
      {[0, 1, 2, 3].map((i) => (
        <Skeleton key={i} height={140} radius="md" />
      ))}
    </SimpleGrid>
  ) : list.length === 0 ? (
    <Text c="dimmed" ta="center" py="xl">
      {FILES_MSG.noArtwork}
    </Text>
  ) : (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="library-grid">
      {list.map((f, i) => {
        const name = artworkDisplayName(f.name, list.length - 1 - i);
        const active = f.id === selected;
        return (
          <UnstyledButton
            key={f.id}
            onClick={() => onSelect(f.id)}
            onDoubleClick={() => onPick(f)}
            aria-pressed={active}
            aria-label={`Choose ${name}`}
            data-testid="library-item"
            style={{
              borderRadius: 12,
              border: `2px solid ${active ? 'var(--mantine-color-press-5)' : 'var(--mantine-color-gray-3)'}`,
              padding: 6,
              background: 'white',
            }}
          >
            <AspectRatio ratio={1} bg="gray.0" style={{ borderRadius: 8, overflow: 'hidden' }}>
              <Image src={f.thumbnailUrl} alt={name} fit="contain" />
            </AspectRatio>
            <Text fz="xs" fw={600} mt={6} truncate>
              {name}
            </Text>
            <Text fz={11} c="dimmed">
              {f.width} × {f.height} px
            </Text>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
