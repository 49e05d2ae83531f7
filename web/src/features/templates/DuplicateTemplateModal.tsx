import { Alert, Box, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { TEMPLATE_MSG, type TemplateView, type VariantOption } from '@pressrun/domain';
import { IconAlertTriangle, IconCopy } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../app/api';
import { builderUrl, useDuplicateTemplate } from './api';
import { useDuplicateTarget } from './useDuplicateTarget';

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
  const target = useDuplicateTarget(t);
  const { productSku, variantName, colorUrl, colours, chosen } = target;

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
          data={target.productOptions}
          value={productSku}
          onChange={(v) => {
            if (!v) return;
            target.setProductSku(v);
            target.setColorUrl(null);
          }}
          searchable
          allowDeselect={false}
          nothingFoundMessage="No product by that name"
          comboboxProps={{ withinPortal: true }}
          data-testid="duplicate-product"
        />
        <Select
          label="Variant"
          data={target.variantOptions}
          value={variantName}
          onChange={(v) => v && target.setVariantName(v)}
          allowDeselect={false}
          disabled={!target.variantOptions.length}
          data-testid="duplicate-variant"
        />
        <ColourSelect
          colours={colours}
          value={colorUrl}
          onChange={target.setColorUrl}
          chosenHex={chosen?.colorHex ?? null}
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

/** The chosen variant's colours, each with its swatch. */
function ColourSelect({
  colours,
  value,
  onChange,
  chosenHex,
}: {
  colours: VariantOption[];
  value: string | null;
  onChange: (colorUrl: string) => void;
  chosenHex: string | null;
}) {
  const byColour = new Map(colours.map((v) => [v.colorUrl, v]));
  return (
    <Select
      label="Colour"
      data={colours.map((v) => ({ value: v.colorUrl, label: v.colorName }))}
      value={value}
      onChange={(v) => v && onChange(v)}
      allowDeselect={false}
      disabled={!colours.length}
      leftSection={chosenHex ? <Swatch hex={chosenHex} /> : null}
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
  );
}
