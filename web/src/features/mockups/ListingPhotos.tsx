import {
  Anchor,
  Box,
  Button,
  Card,
  Center,
  ColorInput,
  Group,
  Loader,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { LISTING_ANGLES, LISTING_VIEW_NAMES, MOCKUP_MSG } from '@pressrun/domain';
import { IconAlertTriangle, IconDownload, IconFileZip } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import type { MockupRender } from './api';

/** The views in the order a product page shows them: the design facing the camera first. */
const VIEWS = LISTING_ANGLES.map((angle) => LISTING_VIEW_NAMES[angle]);
const HEX = /^#[0-9a-f]{6}$/;
const FIRST_COLOUR = '#f4e9d8';

type Mode = 'white' | 'grey' | 'colour';

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
  const [mode, setMode] = useState<Mode>('white');
  const [colour, setColour] = useState(FIRST_COLOUR);
  // What the colour field shows while being typed or dragged; the photos follow once it is settled.
  const [colourDraft, setColourDraft] = useState(FIRST_COLOUR);
  const commitColour = (value: string) => {
    const hex = value.trim().toLowerCase();
    if (HEX.test(hex)) setColour(hex);
  };
  const background = mode === 'colour' ? colour : mode;
  // An error asking for a background's photos, shown while that background is the one chosen.
  const [askFailure, setAskFailure] = useState<{ background: string; message: string } | null>(null);
  const askError = askFailure?.background === background ? askFailure.message : null;
  const setAskError = (message: string | null) => setAskFailure(message ? { background, message } : null);
  const state = job?.listingBackgrounds?.find((b) => b.background === background)?.status;
  const failed = renderFailed || job?.status === 'failed' || state === 'failed';

  // Ask for the chosen background's photos once per render (white comes with the render itself).
  const asked = useRef(new Set<string>());
  const jobId = job?.id;
  const known = Boolean(state);
  useEffect(() => {
    if (!jobId || known || !job?.listingBackgrounds) return;
    const key = `${jobId}|${background}`;
    if (asked.current.has(key)) return;
    asked.current.add(key);
    onBackground(background)
      .then(() => setAskFailure((f) => (f?.background === background ? null : f)))
      .catch((e: unknown) => {
        asked.current.delete(key);
        setAskFailure({ background, message: e instanceof Error ? e.message : MOCKUP_MSG.listingsFailed });
      });
  }, [jobId, known, background, onBackground, job?.listingBackgrounds]);

  const retry = () => {
    setAskError(null);
    onBackground(background).catch((e: unknown) =>
      setAskError(e instanceof Error ? e.message : MOCKUP_MSG.listingsFailed),
    );
  };

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
        {downloadAllUrl ? (
          <Button
            component="a"
            href={downloadAllUrl}
            download
            variant="light"
            color="navy"
            leftSection={<IconFileZip size={16} />}
            data-testid="listing-download-all"
          >
            Download all
          </Button>
        ) : (
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
        )}
      </Group>
      <Group gap="sm" align="flex-end" mb="md" wrap="wrap">
        <SegmentedControl
          value={mode}
          onChange={(v) => setMode(v as Mode)}
          data={[
            { value: 'white', label: 'White' },
            { value: 'grey', label: 'Studio grey' },
            { value: 'colour', label: 'Colour' },
          ]}
          aria-label="Listing photo background"
          data-testid="listing-background"
        />
        {mode === 'colour' && (
          <ColorInput
            label="Background colour"
            format="hex"
            w={180}
            withEyeDropper={false}
            value={colourDraft}
            swatches={['#f4e9d8', '#dfe7ef', '#e9f1e4', '#f6dfe1', '#1d3557', '#222222']}
            onChange={setColourDraft}
            onChangeEnd={commitColour}
            onBlur={() => commitColour(colourDraft)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') commitColour(colourDraft);
            }}
            data-testid="listing-colour"
          />
        )}
      </Group>
      {(askError || failed) && (
        <Group gap="xs" mb="sm" data-testid="listing-error">
          <IconAlertTriangle size={16} color="var(--mantine-color-press-6)" />
          <Text fz="sm" c="press.8">
            {askError ?? MOCKUP_MSG.listingsFailed}
          </Text>
          {job && job.status !== 'failed' && (
            <Button size="compact-xs" variant="light" color="press" onClick={retry}>
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
        {VIEWS.map((name) => {
          const listing = shown.find((l) => l.name === name);
          const id = name.toLowerCase();
          return (
            <Card key={name} withBorder radius="md" padding="sm" data-testid={`listing-view-${id}`}>
              <Card.Section>
                <Center bg="gray.0" style={{ aspectRatio: '1 / 1' }}>
                  {listing ? (
                    <img
                      src={listing.url}
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
                {listing ? (
                  <Anchor
                    href={listing.url}
                    download={`${stem}-${id}${suffix(background)}.jpg`}
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
        })}
      </SimpleGrid>
    </Box>
  );
}
