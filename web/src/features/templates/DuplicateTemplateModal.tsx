import { Alert, Box, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { TEMPLATE_MSG, type TemplateView, type VariantOption } from '@pressrun/domain';
import { IconAlertTriangle, IconCopy } from '@tabler/icons-react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../app/api';
import { useCatalogList, useProduct } from '../catalog';
import { builderUrl, useDuplicateTemplate } from './api';

interface Props {
  opened: boolean;
  /** The template to copy (kept while the modal closes). */
  template: TemplateView | null;
  /** its card's name ('Template N' when it has none) */
  label: string;
  onClose: () => void;
}

const Swatch = ({ hex }: { hex: string }) => (
  <Box
    component="span"
    aria-hidden
    w={14}
    h={14}
    style={{
      display: 'inline-block',
      borderRadius: '50%',
      background: hex,
      border: '1px solid var(--mantine-color-gray-4)',
      flexShrink: 0,
    }}
  />
);

/**
 * Duplicate: choose a product, a variant and a colour; the server copies the design there with
 * its layers re-fitted to the new print area, and the copy opens in the builder to be checked and
 * saved (its mockups are rendered when it is saved).
 */
export function DuplicateTemplateModal({ opened, template, label, onClose }: Props) {
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal
      opened={opened && template !== null}
      onClose={onClose}
      title={`Duplicate ${label}`}
      centered
      fullScreen={narrow}
      data-testid="duplicate-modal"
    >
      {template && <DuplicateForm key={template.id} template={template} onClose={onClose} />}
    </Modal>
  );
}

function DuplicateForm({ template: t, onClose }: { template: TemplateView; onClose: () => void }) {
  const navigate = useNavigate();
  const duplicate = useDuplicateTemplate();
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

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!chosen) return;
    duplicate.mutate(
      { id: t.id, sku: chosen.sku },
      {
        onSuccess: (copy) => {
          notifications.show({ color: 'green', message: TEMPLATE_MSG.duplicated });
          onClose();
          navigate(builderUrl(copy));
        },
      },
    );
  };
  const error =
    duplicate.error instanceof ApiError
      ? duplicate.error.message
      : duplicate.error
        ? 'Something went wrong. Please try again later.'
        : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          The design is copied to the product you choose and re-fitted to its print area. The copy opens in
          the builder, so you can check how it sits and save it.
        </Text>
        <Select
          label="Product"
          data={productOptions}
          value={productSku}
          onChange={(v) => {
            if (!v) return;
            setProductSku(v);
            setColorUrl(null);
          }}
          searchable
          allowDeselect={false}
          nothingFoundMessage="No product by that name"
          comboboxProps={{ withinPortal: true }}
          data-testid="duplicate-product"
        />
        <Select
          label="Variant"
          data={variantOptions}
          value={variantName}
          onChange={(v) => v && setVariantName(v)}
          allowDeselect={false}
          disabled={!variantOptions.length}
          data-testid="duplicate-variant"
        />
        <Select
          label="Colour"
          data={colours.map((v) => ({ value: v.colorUrl, label: v.colorName }))}
          value={colorUrl}
          onChange={(v) => v && setColorUrl(v)}
          allowDeselect={false}
          disabled={!colours.length}
          leftSection={chosen ? <Swatch hex={chosen.colorHex} /> : null}
          renderOption={({ option }) => {
            const hex = byColour.get(option.value)?.colorHex;
            return (
              <Group gap="xs" wrap="nowrap">
                {hex && <Swatch hex={hex} />}
                <span>{option.label}</span>
              </Group>
            );
          }}
          data-testid="duplicate-colour"
        />
        {chosen && (
          <Text fz="xs" c="dimmed" data-testid="duplicate-sku">
            Sku {chosen.sku}
          </Text>
        )}
        {error && (
          <Alert color="press" icon={<IconAlertTriangle size={18} />} data-testid="duplicate-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            type="submit"
            color="press.5"
            leftSection={<IconCopy size={16} />}
            disabled={!chosen}
            loading={duplicate.isPending}
          >
            Duplicate
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
