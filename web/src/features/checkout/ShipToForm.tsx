import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { COUNTRIES, EU_COUNTRIES, type ShipToInput, US_STATES } from '@pressrun/domain';

const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c.code, label: c.name }));
const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));

export type ShipToForm = UseFormReturnType<Required<ShipToInput>>;

/** The shipping-to form: locked once the total is calculated, until Edit reopens it. */
export function ShipToFields({ form, locked }: { form: ShipToForm; locked: boolean }) {
  const country = form.values.country;
  const field = (name: keyof ShipToInput) => ({ ...form.getInputProps(name), disabled: locked });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
      <TextInput label="First name" autoComplete="shipping given-name" withAsterisk {...field('firstName')} />
      <TextInput label="Last name" autoComplete="shipping family-name" withAsterisk {...field('lastName')} />
      <TextInput
        label="Street address"
        autoComplete="shipping address-line1"
        withAsterisk
        {...field('street1')}
      />
      <TextInput label="Street address 2" autoComplete="shipping address-line2" {...field('street2')} />
      <TextInput label="City" autoComplete="shipping address-level2" withAsterisk {...field('city')} />
      {country === 'US' ? (
        <Select
          label="State"
          data={STATE_OPTIONS}
          searchable
          withAsterisk
          autoComplete="shipping address-level1"
          {...field('state')}
        />
      ) : (
        <TextInput
          label="State/Province"
          autoComplete="shipping address-level1"
          withAsterisk
          {...field('state')}
        />
      )}
      <TextInput
        label="Zip code"
        autoComplete="shipping postal-code"
        withAsterisk={country === 'US'}
        {...field('zip')}
      />
      <Select
        label="Country"
        data={COUNTRY_OPTIONS}
        searchable
        withAsterisk
        allowDeselect={false}
        autoComplete="shipping country"
        {...field('country')}
        onChange={(v) => {
          form.setFieldValue('country', v ?? '');
          // A US state means nothing abroad, and the other way round.
          form.setFieldValue('state', '');
        }}
      />
      {EU_COUNTRIES.has(country) && (
        <TextInput
          label="IOSS number (optional)"
          description="Your EU import VAT number, if you have one: IM and 10 digits."
          {...field('ioss')}
        />
      )}
    </SimpleGrid>
  );
}
