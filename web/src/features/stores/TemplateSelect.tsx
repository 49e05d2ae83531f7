import { Anchor, Select, type SelectProps, Skeleton, Text } from '@mantine/core';
import type { TemplateView } from '@pressrun/domain';
import { Link } from 'react-router';
import { useTemplatesToPick } from './api';

/** How a template is named in a picker: its name and the product it is on. */
export const templateLabel = (t: TemplateView) =>
  `${t.name?.trim() || 'Untitled template'}${t.product ? ` — ${t.product.name}, ${t.product.colorName}` : ''}`;

/**
 * A picker of the company's saved templates. With none saved yet it says where one is made
 * instead of showing an empty list.
 */
export function TemplateSelect({
  value,
  onChange,
  label = 'Template',
  ...props
}: {
  value: number | null;
  onChange: (id: number | null, template: TemplateView | null) => void;
  label?: string;
} & Omit<SelectProps, 'value' | 'onChange' | 'data' | 'label'>) {
  const templates = useTemplatesToPick();
  if (templates.isPending) return <Skeleton h={60} radius="md" aria-label="Loading your templates" />;
  if (templates.isError)
    return (
      <Text fz="sm" c="press.8" role="alert">
        Your templates could not be loaded: {templates.error.message}
      </Text>
    );
  if (templates.data.length === 0)
    return (
      <Text fz="sm">
        You have no saved templates yet.{' '}
        <Anchor component={Link} to="/catalog" fz="sm">
          Choose a product and design one
        </Anchor>
        , then come back here.
      </Text>
    );
  return (
    <Select
      label={label}
      placeholder="Choose a template"
      searchable
      nothingFoundMessage="No template has that name"
      data={templates.data.map((t) => ({ value: String(t.id), label: templateLabel(t) }))}
      value={value === null ? null : String(value)}
      onChange={(v) => {
        const t = templates.data.find((x) => String(x.id) === v) ?? null;
        onChange(t?.id ?? null, t);
      }}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
