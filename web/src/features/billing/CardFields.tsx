import { SimpleGrid, TextInput } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { formatCardNumber, formatExpiry } from './card-input';
import type { CardFormApi } from './cardForm';

/** The card itself (number, expiry, CVC), shaped as typed; the card gateway judges it. */
export function CardFields({ form }: { form: CardFormApi }) {
  return (
    <>
      <TextInput
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        leftSection={<IconCreditCard size={18} aria-hidden />}
        withAsterisk
        {...form.getInputProps('number')}
        onChange={(e) => form.setFieldValue('number', formatCardNumber(e.currentTarget.value))}
      />
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          withAsterisk
          {...form.getInputProps('expiry')}
          onChange={(e) =>
            form.setFieldValue('expiry', formatExpiry(e.currentTarget.value, form.values.expiry))
          }
        />
        <TextInput
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          withAsterisk
          {...form.getInputProps('cvc')}
          onChange={(e) => form.setFieldValue('cvc', e.currentTarget.value.replace(/\D/g, '').slice(0, 4))}
        />
      </SimpleGrid>
    </>
  );
}
