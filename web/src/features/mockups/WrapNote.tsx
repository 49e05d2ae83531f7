import { Box, Group, Text } from '@mantine/core';
import type { WrapZones } from '@pressrun/domain';
import { HANDLE_COLOUR, SEAM_COLOUR } from './wrapColours';

const Swatch = ({ colour }: { colour: string }) => (
  <Box
    component="span"
    aria-hidden
    w={10}
    h={10}
    style={{ display: 'inline-block', borderRadius: 2, background: colour, opacity: 0.6, flexShrink: 0 }}
  />
);

const inches = (n: number) => `${n.toFixed(n < 1 ? 2 : 1).replace(/\.?0+$/, '')} in`;

/** What the wrap guides on a round product's design area mean, in words (the canvas shows them). */
export function WrapNote({ zones, handle }: { zones: WrapZones; handle: boolean }) {
  return (
    <Box mt={6} data-testid="wrap-note">
      {handle && zones.handle.length > 0 && (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <Swatch colour={HANDLE_COLOUR} />
          <Text fz="xs" c="navy.7" mt={-3}>
            <b>Handle:</b> the bands at both ends sit beside the handle. Artwork there is hidden behind it in
            listing photos and under the hand, so keep logos and words out of them.
          </Text>
        </Group>
      )}
      {handle && zones.handle.length === 0 && (
        <Text fz="xs" c="navy.7">
          <b>Handle:</b> the print stops short of the handle, so nothing in it is hidden.
        </Text>
      )}
      <Group gap={6} wrap="nowrap" align="flex-start" mt={4}>
        <Swatch colour={SEAM_COLOUR} />
        <Text fz="xs" c="navy.7" mt={-3}>
          <b>Seam:</b>{' '}
          {zones.seamMeets
            ? 'the left and right ends of the print meet here, at the back'
            : `the left and right ends of the print come together ${handle ? 'at the handle' : 'at the back'}, ${inches(zones.gapIn)} apart`}
          . Artwork crossing it may not line up exactly. The middle of the design faces the front.
          {handle &&
            ' The Front listing photo shows the middle of the design facing you, the handle hidden behind; the Angled one turns the mug so its handle shows on the right.'}
        </Text>
      </Group>
    </Box>
  );
}
