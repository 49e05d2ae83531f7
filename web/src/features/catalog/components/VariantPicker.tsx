import { Group, NativeSelect, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ProductDetail, VariantOption } from '@pressrun/domain';
import classes from './VariantPicker.module.css';

/**
 * The variant dropdown (sizes) and the colour swatches of the chosen size. Choosing
 * either moves to that sku's page, so the URL, the price and the pictures follow the choice.
 */
export function VariantPicker({
  product,
  variants,
  onChoose,
}: {
  product: ProductDetail;
  variants: VariantOption[];
  onChoose: (v: VariantOption) => void;
}) {
  const names = [...new Set(variants.map((v) => v.variantName))];
  const colours = variants.filter((v) => v.variantName === product.variantName);

  const chooseVariant = (name: string | null) => {
    if (!name || name === product.variantName) return;
    const same = variants.filter((v) => v.variantName === name);
    // Keep the colour when the new size has it.
    onChoose(same.find((v) => v.colorUrl === product.colorUrl) ?? same[0]!);
  };

  return (
    <Stack gap="lg">
      {names.length > 0 && (
        // A native select: light for the public page (Mantine's Select brings a popover library) and
        // the phone's own picker on mobile.
        <NativeSelect
          label="Variant"
          data={
            names.includes(product.variantName)
              ? names
              : [{ label: product.variantName, value: product.variantName, disabled: true }, ...names]
          }
          value={product.variantName}
          onChange={(e) => chooseVariant(e.currentTarget.value)}
          size="md"
          maw={320}
          data-testid="variant-select"
        />
      )}
      {colours.length > 0 && (
        <Stack gap={8}>
          <Text size="sm" fw={500}>
            Colour:{' '}
            <Text span fw={700} data-testid="colour-name">
              {product.colorName}
            </Text>
            {colours.length > 1 && (
              <Text span c="dimmed" size="sm">
                {' '}
                · {colours.length} colours
              </Text>
            )}
          </Text>
          <Group gap={6} role="radiogroup" aria-label="Colour">
            {colours.map((v) => (
              <UnstyledButton
                key={v.sku}
                className={classes.swatch}
                data-active={v.sku === product.sku || undefined}
                role="radio"
                aria-checked={v.sku === product.sku}
                aria-label={v.colorName}
                title={v.colorName}
                onClick={() => v.sku !== product.sku && onChoose(v)}
              >
                <span style={{ background: v.colorHex }} />
              </UnstyledButton>
            ))}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
