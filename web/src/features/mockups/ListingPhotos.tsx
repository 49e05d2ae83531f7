import { Box, Button, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { LISTING_ANGLES, LISTING_VIEW_NAMES, MOCKUP_MSG } from '@pressrun/domain';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { MockupRender } from './api';
import { BackgroundPicker } from './BackgroundPicker';
import { DownloadAllButton } from './DownloadAllButton';
import { ListingPhotoCard } from './ListingPhotoCard';
import { useListingBackground } from './useListingBackground';

/** The views in the order a product page shows them: the design facing the camera first. */
const VIEWS = LISTING_ANGLES.map((angle) => LISTING_VIEW_NAMES[angle]);

interface Props {
  job: MockupRender | null;
  /** The render could not even be asked for (the Mockup view says why and offers a retry). */
  renderFailed?: boolean;
  /** The template's name, for the downloaded files' names. */
  fileStem: string;
  productName: string;
  /** The saved template's zip (print file, mockups and listing photos); null until it is saved as shown. */
  downloadAllUrl: string | null;
  onBackground: (background: string) => Promise<void>;
}

/** 'My Mug Design!' → 'my-mug-design' (a file name every system accepts). */
export const fileSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'template';

const suffix = (background: string) =>
  background === 'white' ? '' : background === 'grey' ? '-studio-grey' : `-${background.replace('#', '')}`;

/**
 * Listing photos: the design's Front (its middle facing the camera), Angled, Right and Left views
 * at 2000 × 2000 px, drawn after the previews, each shown as it arrives, on white, studio grey or
 * a colour the user picks, each with its own download, and the saved template's zip with everything.
 */
export function ListingPhotos({
  job,
  renderFailed = false,
  fileStem,
  productName,
  downloadAllUrl,
  onBackground,
}: Props) {
  const choice = useListingBackground(job, onBackground);
  const { background, askError } = choice;
  const failed = renderFailed || job?.status === 'failed' || choice.stateFailed;

  const stem = fileSlug(fileStem);
  const shown = (job?.listings ?? []).filter((l) => l.background === background);
  const ready = shown.length;
  const waiting = job?.status !== 'done' ? 'after the previews' : `${ready} of ${VIEWS.length} ready`;

  return (
    <Box component="section" aria-labelledby="listing-photos-title" data-testid="listing-photos">
      <Group justify="space-between" align="flex-end" gap="sm" mb="sm">
        <Box>
          <Title order={2} fz="lg" id="listing-photos-title">
            Listing photos
          </Title>
          <Text fz="sm" c="dimmed" data-testid="listing-status">
            2000 × 2000 px for your store listing ·{' '}
            {failed ? 'could not be made' : ready === VIEWS.length ? 'ready' : waiting}
          </Text>
        </Box>
        <DownloadAllButton url={downloadAllUrl} />
      </Group>
      <BackgroundPicker choice={choice} />
      {(askError || failed) && (
        <Group gap="xs" mb="sm" data-testid="listing-error">
          <IconAlertTriangle size={16} color="var(--mantine-color-press-6)" />
          <Text fz="sm" c="press.8">
            {askError ?? MOCKUP_MSG.listingsFailed}
          </Text>
          {job && job.status !== 'failed' && (
            <Button size="compact-xs" variant="light" color="press" onClick={choice.retry}>
              Try again
            </Button>
          )}
        </Group>
      )}
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: VIEWS.length }}
        spacing="md"
        maw={{ base: 340, xs: 'none' }}
        mx="auto"
        w="100%"
      >
        {VIEWS.map((name) => (
          <ListingPhotoCard
            key={name}
            name={name}
            url={shown.find((l) => l.name === name)?.url ?? null}
            failed={failed}
            productName={productName}
            fileName={`${stem}-${name.toLowerCase()}${suffix(background)}.jpg`}
          />
        ))}
      </SimpleGrid>
    </Box>
  );
}
