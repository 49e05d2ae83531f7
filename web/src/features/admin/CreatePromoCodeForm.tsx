import { Alert, Button, Grid, NumberInput, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PROMO_USES_MAX, promoCodeFormSchema } from '@pressrun/domain';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { ApiError } from '../../app/api';
import { useCreatePromoCode } from './api';

// A type, not an interface: the zod resolver wants a record.
type Values = {
  code: string;
  percent: number | string;
  usesLeft: number | string;
};

/**
 * One row to make a code. The form checks with the server's own rules first; what the server
 * still refuses (a code that exists) shows under its field, anything else in an alert.
 */
export function CreatePromoCodeForm() {
  const create = useCreatePromoCode();
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: { code: '', percent: '', usesLeft: '' },
    validate: zod4Resolver(promoCodeFormSchema),
  });

  const submit = form.onSubmit((values) => {
    setError(null);
    setCreated(null);
    create.mutate(promoCodeFormSchema.parse(values), {
      onSuccess: (made) => {
        form.reset();
        setCreated(made.code);
      },
      onError: (e) => {
        const fields = e instanceof ApiError ? e.fields : {};
        const known = Object.keys(fields).filter((k) => k in form.values);
        if (known.length) form.setErrors(Object.fromEntries(known.map((k) => [k, fields[k]])));
        else setError(e.message);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="create-code-title">
      <Text component="h2" id="create-code-title" fw={700} fz="lg" mb="sm">
        New code
      </Text>
      <Grid gutter="sm" align="flex-start">
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <TextInput
            label="Code"
            withAsterisk
            autoComplete="off"
            styles={{ input: { textTransform: 'uppercase' } }}
            {...form.getInputProps('code')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3, md: 2 }}>
          <NumberInput
            label="Percent off"
            withAsterisk
            allowDecimal={false}
            allowNegative={false}
            suffix="%"
            {...form.getInputProps('percent')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 3, md: 3 }}>
          <NumberInput
            label="Uses"
            withAsterisk
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            max={PROMO_USES_MAX}
            clampBehavior="none"
            {...form.getInputProps('usesLeft')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 3 }} pt={{ base: 'xs', md: 30 }}>
          <Button type="submit" fullWidth loading={create.isPending}>
            Create
          </Button>
        </Grid.Col>
      </Grid>
      {error && (
        <Alert color="red" mt="sm" role="alert">
          {error}
        </Alert>
      )}
      <Text fz="sm" c="teal.8" mt="xs" role="status">
        {created ? `${created} created.` : ''}
      </Text>
    </form>
  );
}
