import { Grid, TextInput } from '@mantine/core';
import type { CardFormApi } from './cardForm';

/** Who pays and where they are billed: the form's own fields, checked here. */
export function PayerFields({ form }: { form: CardFormApi }) {
  return (
    <>
      <TextInput
        label="Cardholder name"
        autoComplete="cc-name"
        withAsterisk
        {...form.getInputProps('cardholderName')}
      />
      <TextInput
        label="Email"
        type="email"
        autoComplete="email"
        withAsterisk
        {...form.getInputProps('email')}
      />
      <Grid gutter="sm">
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput
            label="Billing address"
            autoComplete="billing address-line1"
            withAsterisk
            {...form.getInputProps('billingAddress')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label="Apt/Unit (optional)"
            autoComplete="billing address-line2"
            {...form.getInputProps('aptUnit')}
          />
        </Grid.Col>
      </Grid>
    </>
  );
}
