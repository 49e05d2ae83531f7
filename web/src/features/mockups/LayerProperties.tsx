import { ColorInput, Group, NumberInput, Select, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import {
  DEFAULT_FONT,
  DEFAULT_FONT_SIZE,
  DEFAULT_TEXT_FILL,
  LAYER_FONTS,
  type Layer,
} from '@pressrun/domain';
import { ImageFitActions } from './ImageFitActions';
import type { PrintArea } from './printArea';
import { resizeTextLayer } from './textLayer';
import type { Design } from './useDesign';

const SWATCHES = ['#1d3557', '#e63946', '#457b9d', '#000000', '#ffffff', '#2f9e44', '#f08c00', '#7048e8'];

/**
 * Exact position, size and rotation of the selected layer (print pixels), and for text its words,
 * font, size and colour. Edits typed in quick succession undo as one step.
 */
export function LayerProperties({ layer, design, area }: { layer: Layer; design: Design; area: PrintArea }) {
  const tag = (field: string) => `edit:${layer.id}:${field}`;
  const num = (field: 'left' | 'top' | 'width' | 'height' | 'rotation', label: string) => (
    <NumberInput
      label={label}
      size="xs"
      value={Math.round(layer[field] * 100) / 100}
      decimalScale={2}
      min={field === 'width' || field === 'height' ? 1 : undefined}
      hideControls
      onChange={(v) => {
        const n = typeof v === 'number' ? v : Number.parseFloat(v);
        if (!Number.isFinite(n) || ((field === 'width' || field === 'height') && n < 1)) return;
        if ((field === 'width' || field === 'height') && layer.type === 'image') {
          // Images keep their proportions, as on the canvas.
          const ratio = layer.width / layer.height;
          const size = field === 'width' ? { width: n, height: n / ratio } : { width: n * ratio, height: n };
          design.patch(layer.id, size, tag('size'));
        } else design.patch(layer.id, { [field]: n }, tag(field));
      }}
    />
  );

  return (
    <Stack gap="sm" data-testid="layer-properties">
      {layer.type === 'image' && <ImageFitActions layer={layer} design={design} area={area} />}
      {layer.type === 'text' && (
        <>
          <Textarea
            label="Text"
            size="sm"
            autosize
            minRows={1}
            maxRows={4}
            value={layer.source}
            onChange={(e) => {
              const source = e.currentTarget.value;
              if (source.length) design.patch(layer.id, resizeTextLayer(layer, { source }), tag('text'));
            }}
          />
          <Group grow gap="xs" align="flex-end">
            <Select
              label="Font"
              size="xs"
              data={[...LAYER_FONTS]}
              value={layer.fontFamily ?? DEFAULT_FONT}
              allowDeselect={false}
              onChange={(fontFamily) =>
                fontFamily && design.patch(layer.id, resizeTextLayer(layer, { fontFamily }))
              }
            />
            <NumberInput
              label="Size"
              size="xs"
              min={4}
              max={2000}
              value={layer.fontSize ?? DEFAULT_FONT_SIZE}
              onChange={(v) => {
                const fontSize = Number(v);
                if (fontSize >= 4 && fontSize <= 2000)
                  design.patch(layer.id, resizeTextLayer(layer, { fontSize }), tag('fontSize'));
              }}
            />
          </Group>
          <ColorInput
            label="Colour"
            size="xs"
            format="hex"
            swatches={SWATCHES}
            swatchesPerRow={8}
            value={layer.fill ?? DEFAULT_TEXT_FILL}
            onChange={(fill) => /^#[0-9a-f]{6}$/i.test(fill) && design.patch(layer.id, { fill }, tag('fill'))}
          />
        </>
      )}
      <SimpleGrid cols={3} spacing="xs" verticalSpacing="xs">
        {num('left', 'X')}
        {num('top', 'Y')}
        {num('rotation', 'Rotate °')}
        {num('width', 'Width')}
        {num('height', 'Height')}
      </SimpleGrid>
      <Text fz="xs" c="dimmed">
        Arrow keys nudge 1 px, Shift + arrow 10 px. Delete removes the layer.
      </Text>
    </Stack>
  );
}
