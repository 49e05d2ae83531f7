import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { type AccountView, accountUpdateSchema, MSG } from '@pressrun/domain';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { ApiError } from '../../app/api';
import { FormAlert } from '../auth';
import { useSaveAccount } from './api';
import { PendingEmail } from './PendingEmail';

// A type, not an interface: the zod resolver wants a record of fields.
type AccountFields = { firstName: string; lastName: string; email: string; phone: string };
const FIELDS = new Set(['firstName', 'lastName', 'email', 'phone']);

const fieldsOf = (a: AccountView): AccountFields => ({
  firstName: a.firstName,
  lastName: a.lastName,
  email: a.email,
  phone: a.phone,
});

/**
 * The account form. A field left blank keeps what is saved; a new email waits for the link mailed
 * to it, so the field goes back to the current address and the waiting one is shown below it.
 */
export function AccountForm({ account }: { account: AccountView }) {
  const save = useSaveAccount();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<AccountFields>({
    initialValues: fieldsOf(account),
    validate: zod4Resolver(accountUpdateSchema),
  });

  const submit = form.onSubmit((values) => {
    setProblem(null);
    save.mutate(values, {
      onSuccess: (saved) => {
        const fresh = fieldsOf(saved.account);
        form.setValues(fresh);
        form.resetDirty(fresh);
        notifications.show({ color: 'teal', message: saved.message });
      },
      onError: (e) => {
        const own = Object.entries(e instanceof ApiError ? e.fields : {}).filter(([k]) => FIELDS.has(k));
        if (own.length) form.setErrors(Object.fromEntries(own));
        else setProblem(e instanceof Error ? e.message : MSG.somethingWrong);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="account-title">
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          A field left blank keeps its saved value. A new email address takes effect once you open the link we
          send to it.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput
            label="First name"
            autoComplete="given-name"
            maxLength={256}
            {...form.getInputProps('firstName')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            maxLength={256}
            {...form.getInputProps('lastName')}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            maxLength={256}
            {...form.getInputProps('email')}
          />
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="tel"
            maxLength={32}
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
        {account.pendingEmail && <PendingEmail email={account.pendingEmail} />}
        <FormAlert kind="error">{problem}</FormAlert>
        <Group justify="flex-end">
          <Button type="submit" color="press.5" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
