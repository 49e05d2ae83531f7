import { ColorInput, Group, SegmentedControl } from '@mantine/core';
import type { ListingBackground, ListingMode } from './useListingBackground';

/** The listing photos' background: white, studio grey, or a colour (with its field). */
export function BackgroundPicker({ choice }: { choice: ListingBackground }) {
  return (
    <Group gap="sm" align="flex-end" mb="md" wrap="wrap">
      <SegmentedControl
        value={choice.mode}
        onChange={(v) => choice.setMode(v as ListingMode)}
        data={[
          { value: 'white', label: 'White' },
          { value: 'grey', label: 'Studio grey' },
          { value: 'colour', label: 'Colour' },
        ]}
        aria-label="Listing photo background"
        data-testid="listing-background"
      />
      {choice.mode === 'colour' && (
        <ColorInput
          label="Background colour"
          format="hex"
          w={180}
          withEyeDropper={false}
          value={choice.colourDraft}
          swatches={['#f4e9d8', '#dfe7ef', '#e9f1e4', '#f6dfe1', '#1d3557', '#222222']}
          onChange={choice.setColourDraft}
          onChangeEnd={choice.commitColour}
          onBlur={() => choice.commitColour(choice.colourDraft)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') choice.commitColour(choice.colourDraft);
          }}
          data-testid="listing-colour"
        />
      )}
    </Group>
  );
}
