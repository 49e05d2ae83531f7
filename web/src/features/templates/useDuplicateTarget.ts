import type { TemplateView, VariantOption } from '@pressrun/domain';
import { useEffect, useMemo, useState } from 'react';
import { useCatalogList, useProduct } from '../catalog';

/**
 * Where a duplicate goes: a product (the template's own to start with), one of its variants and one
 * of its colours, keeping the template's where the chosen product has them.
 */
export function useDuplicateTarget(t: TemplateView) {
  const catalog = useCatalogList({ pageSize: 100 });
  // The product is picked by one of its skus (the catalogue's tile, or the template's own).
  const tiles = catalog.data?.products ?? [];
  const own = t.product?.name ?? null;
  const [productSku, setProductSku] = useState(() => tiles.find((p) => p.product === own)?.sku ?? t.sku);
  const product = useProduct(productSku);
  const variants = product.data?.variants ?? [];
  const [variantName, setVariantName] = useState<string | null>(t.product?.variantName ?? null);
  const [colorUrl, setColorUrl] = useState<string | null>(null);

  // Once the chosen product's variants are known: keep the template's variant and colour when the
  // product has them, else its first.
  useEffect(() => {
    if (!product.data || product.isPlaceholderData) return;
    const vs = product.data.variants;
    const names = new Set(vs.map((v) => v.variantName));
    const name = variantName && names.has(variantName) ? variantName : (vs[0]?.variantName ?? null);
    if (name !== variantName) setVariantName(name);
    const colours = vs.filter((v) => v.variantName === name);
    const wanted = colorUrl ?? vs.find((v) => v.sku === t.sku)?.colorUrl ?? null;
    const keep = colours.find((v) => v.colorUrl === wanted) ?? colours[0];
    if ((keep?.colorUrl ?? null) !== colorUrl) setColorUrl(keep?.colorUrl ?? null);
  }, [product.data, product.isPlaceholderData, variantName, colorUrl, t.sku]);

  // One option per product: the chosen product's tile carries the sku it was chosen by.
  const currentName = product.data?.product.product ?? own;
  const productOptions = useMemo(() => {
    const opts = tiles.map((p) => ({
      value: p.product === currentName ? productSku : p.sku,
      label: p.product,
    }));
    if (!opts.some((o) => o.value === productSku))
      opts.unshift({ value: productSku, label: currentName ?? productSku });
    return opts;
  }, [tiles, productSku, currentName]);
  const variantOptions = [...new Set(variants.map((v) => v.variantName))];
  const colours = variants.filter((v) => v.variantName === variantName);
  const byColour = new Map(colours.map((v) => [v.colorUrl, v]));
  // Nothing is chosen while another product's variants are still on their way.
  const ready = Boolean(product.data) && !product.isPlaceholderData;
  const chosen: VariantOption | undefined = ready && colorUrl ? byColour.get(colorUrl) : undefined;

  return {
    productSku,
    setProductSku,
    productOptions,
    variantOptions,
    variantName,
    setVariantName,
    colours,
    byColour,
    colorUrl,
    setColorUrl,
    chosen,
  };
}
