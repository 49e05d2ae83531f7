import { Group, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import type { Layer } from '@pressrun/domain';
import { IconAlertTriangle, IconPhoto, IconTypography } from '@tabler/icons-react';
import { useImageResolution } from './useImageResolution';

const fileName = (url: string) => decodeURIComponent(url.split(/[?#]/)[0]!.split('/').pop() ?? 'image');

/** The layers, top of the stack first (as a designer expects); a click selects one. */
export function LayerList({
  layers,
  selectedId,
  onSelect,
  dpi,
}: {
  layers: Layer[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** the print area's DPI, for the low-resolution mark on image rows */
  dpi: number;
}) {
  if (!layers.length)
    return (
      <Text fz="sm" c="dimmed">
        No layers yet. Add an image or some text to start your design.
      </Text>
    );
  return (
    <Stack gap={4}>
      <Stack gap={4} role="listbox" aria-label="Layers" aria-describedby="layer-keys">
        {[...layers].reverse().map((l) => {
          const active = l.id === selectedId;
          return (
            <UnstyledButton
              key={l.id}
              role="option"
              aria-selected={active}
              data-testid="layer-row"
              onClick={() => onSelect(l.id)}
              px="sm"
              py={6}
              style={{
                borderRadius: 8,
                background: active ? 'var(--mantine-color-navy-0)' : undefined,
                border: `1px solid ${active ? 'var(--mantine-color-navy-3)' : 'var(--mantine-color-gray-3)'}`,
              }}
            >
              <Group gap="sm" wrap="nowrap">
                <ThemeIcon size="sm" variant="light" color={l.type === 'image' ? 'steel' : 'press'}>
                  {l.type === 'image' ? <IconPhoto size={14} /> : <IconTypography size={14} />}
                </ThemeIcon>
                <Text fz="sm" truncate="end" style={{ flex: 1, minWidth: 0 }}>
                  {l.type === 'image' ? fileName(l.source) : l.source}
                </Text>
                <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {Math.round(l.width)} × {Math.round(l.height)}
                </Text>
              </Group>
              {l.type === 'image' && <LowResolutionMark layer={l} dpi={dpi} />}
            </UnstyledButton>
          );
        })}
      </Stack>
      {/* The keyboard's way to design, said where a keyboard user lands: the layer rows. */}
      <Text id="layer-keys" fz="xs" c="dimmed" mt={4}>
        Keyboard: choose a layer with Tab and Enter, then the arrow keys move it (with Shift, 10 px at a
        time), Delete removes it and Esc lets go. Its size and rotation are set in its card below.
      </Text>
    </Stack>
  );
}

/** 'Low resolution · 111 DPI' under an image row that would print soft (the card below says more). */
function LowResolutionMark({ layer, dpi }: { layer: Layer; dpi: number }) {
  const low = useImageResolution(layer, dpi);
  if (!low) return null;
  return (
    <Group gap={4} mt={2} wrap="nowrap" data-testid="layer-low-dpi">
      <IconAlertTriangle size={12} color="var(--mantine-color-press-6)" aria-hidden />
      <Text fz="xs" fw={600} c="press.6">
        Low resolution · {low.dpi} DPI
      </Text>
    </Group>
  );
}
