import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { COUNTRIES, US_STATES } from '@pressrun/domain';

const COUNTRY_OPTIONS = COUNTRIES.map((c) => ({ value: c.code, label: c.name }));
const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.code, label: s.name }));

// A type, not an interface: the zod resolver wants a record of fields.
export type ShipFromFieldValues = {
  companyName: string;
  firstName: string;
  lastName: string;
  street1: string;
  street2: string;
  city: string;
  state: string;
  country: string;
  zip: string;
};

/** The ship-from form's fields, with their labels; in the United States the state is chosen from a list. */
export function ShipFromFields({ form }: { form: UseFormReturnType<ShipFromFieldValues> }) {
  const us = form.values.country === 'US';
  const field = (name: keyof ShipFromFieldValues) => ({ maxLength: 256, ...form.getInputProps(name) });
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
      <TextInput
        label="Company Name"
        autoComplete="organization"
        withAsterisk
        style={{ gridColumn: '1 / -1' }}
        {...field('companyName')}
      />
      <TextInput label="First Name" autoComplete="given-name" withAsterisk {...field('firstName')} />
      <TextInput label="Last Name" autoComplete="family-name" withAsterisk {...field('lastName')} />
      <TextInput label="Street Address" autoComplete="address-line1" withAsterisk {...field('street1')} />
      <TextInput label="Street Address 2 (Apt, Unit)" autoComplete="address-line2" {...field('street2')} />
      <TextInput label="City" autoComplete="address-level2" withAsterisk {...field('city')} />
      {us ? (
        <Select
          label="State"
          data={STATE_OPTIONS}
          searchable
          withAsterisk
          autoComplete="address-level1"
          {...form.getInputProps('state')}
        />
      ) : (
        <TextInput label="State" autoComplete="address-level1" withAsterisk {...field('state')} />
      )}
      <Select
        label="Country"
        data={COUNTRY_OPTIONS}
        searchable
        withAsterisk
        allowDeselect={false}
        autoComplete="country"
        {...form.getInputProps('country')}
        onChange={(v) => {
          form.setFieldValue('country', v ?? '');
          // A US state means nothing abroad, and the other way round.
          form.setFieldValue('state', '');
        }}
      />
      <TextInput label="Zip Code" autoComplete="postal-code" withAsterisk {...field('zip')} />
    </SimpleGrid>
  );
}
