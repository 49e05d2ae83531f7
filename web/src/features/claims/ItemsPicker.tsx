import { Box, Checkbox, Group, Image, Input, NumberInput, Stack, Text } from '@mantine/core';
import type { OrderItemView } from '@pressrun/domain';
import type { ClaimedItem } from './api';

/** How one order line reads in the picker: 'Mug · 11oz · White'. */
export const lineName = (l: Pick<OrderItemView, 'productName' | 'variantName' | 'colorName'>) =>
  [l.productName, l.variantName, l.colorName].filter(Boolean).join(' · ');

/**
 * Which items of the order the claim is about, and how many of each: a checkbox per line and,
 * once ticked, how many of its units are affected (1 to the quantity ordered).
 */
export function ItemsPicker({
  lines,
  value,
  onChange,
  error,
  disabled,
}: {
  lines: OrderItemView[];
  value: ClaimedItem[];
  onChange: (items: ClaimedItem[]) => void;
  error?: string;
  disabled?: boolean;
}) {
  const chosen = (id: number) => value.find((v) => v.lineId === id);
  const set = (lineId: number, quantity: number | null) =>
    onChange(
      quantity === null
        ? value.filter((v) => v.lineId !== lineId)
        : chosen(lineId)
          ? value.map((v) => (v.lineId === lineId ? { lineId, quantity } : v))
          : [...value, { lineId, quantity }],
    );

  return (
    <Input.Wrapper
      label="Affected items"
      description="Tick each item that has the problem and say how many of it."
      withAsterisk
      error={error}
      id="claim-items"
      labelElement="div"
      labelProps={{ id: 'claim-items-label' }}
    >
      <Stack gap="xs" mt={6} role="group" aria-labelledby="claim-items-label" data-testid="claim-items">
        {lines.map((line) => {
          const pick = chosen(line.id);
          const name = lineName(line);
          return (
            <Group
              key={line.id}
              gap="sm"
              wrap="nowrap"
              align="center"
              p="xs"
              data-testid="claim-item"
              style={{
                border: `1px solid var(--mantine-color-${pick ? 'navy-3' : 'gray-3'})`,
                borderRadius: 8,
              }}
            >
              <Checkbox
                checked={pick !== undefined}
                onChange={(e) => set(line.id, e.currentTarget.checked ? line.quantity : null)}
                disabled={disabled}
                aria-label={`${name}, Sku ${line.sku}`}
              />
              <Box w={48} h={48} bg="gray.1" style={{ flex: 'none', borderRadius: 6, overflow: 'hidden' }}>
                {line.previewUrl && <Image src={line.previewUrl} alt="" w={48} h={48} fit="cover" />}
              </Box>
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {name}
                </Text>
                <Text fz="xs" c="dimmed">
                  Sku {line.sku} · {line.quantity} ordered
                </Text>
              </Stack>
              {pick && (
                <NumberInput
                  aria-label={`How many ${name} are affected`}
                  value={pick.quantity}
                  onChange={(v) =>
                    set(line.id, Math.min(line.quantity, Math.max(1, Math.trunc(Number(v) || 1))))
                  }
                  min={1}
                  max={line.quantity}
                  clampBehavior="strict"
                  allowDecimal={false}
                  allowNegative={false}
                  w={84}
                  disabled={disabled || line.quantity === 1}
                  data-testid="claim-item-quantity"
                />
              )}
            </Group>
          );
        })}
      </Stack>
    </Input.Wrapper>
  );
}
