import type { ProductDetail, VariantOption } from '@pressrun/domain';
import { IconSelector } from '@tabler/icons-react';
import { useId } from 'react';
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
  const selectId = useId();
  const names = [...new Set(variants.map((v) => v.variantName))];
  const colours = variants.filter((v) => v.variantName === product.variantName);

  const chooseVariant = (name: string | null) => {
    if (!name || name === product.variantName) return;
    const same = variants.filter((v) => v.variantName === name);
    // Keep the colour when the new size has it.
    onChoose(same.find((v) => v.colorUrl === product.colorUrl) ?? same[0]!);
  };

  return (
    <div className={classes.picker}>
      {names.length > 0 && (
        // A native select: light for the public page and the phone's own picker on mobile.
        <div className={classes.field}>
          <label htmlFor={selectId} className={classes.label}>
            Variant
          </label>
          <div className={classes.control}>
            <select
              id={selectId}
              className={classes.select}
              value={product.variantName}
              onChange={(e) => chooseVariant(e.currentTarget.value)}
              data-testid="variant-select"
            >
              {!names.includes(product.variantName) && (
                <option value={product.variantName} disabled>
                  {product.variantName}
                </option>
              )}
              {names.map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
            <IconSelector className={classes.chevron} size={16} stroke={1.5} aria-hidden />
          </div>
        </div>
      )}
      {colours.length > 0 && (
        <div className={classes.colours}>
          <p className={classes.colourLine}>
            Colour:{' '}
            <span className={classes.colourName} data-testid="colour-name">
              {product.colorName}
            </span>
            {colours.length > 1 && <span className={classes.count}> · {colours.length} colours</span>}
          </p>
          <div className={classes.swatches} role="radiogroup" aria-label="Colour">
            {colours.map((v) => (
              // A swatch moves to its sku's page: a button, read as one colour of the set.
              // biome-ignore lint/a11y/useSemanticElements: see above
              <button
                type="button"
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
              </button>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}
