import { Anchor, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { MSG, SHIP_FROM_MSG, type ShipFrom, shipFromInputSchema } from '@pressrun/domain';
import { IconArrowLeft } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError } from '../../app/api';
import { type SessionUser, useSession } from '../../app/session';
import { LoadError } from '../../components/PageStates';
import { COMPANY_NAME } from '../../components/site';
import { FormAlert } from '../auth';
import { useSaveShipFrom, useShipFrom } from './api';
import { ShipFromFields, type ShipFromFieldValues } from './ShipFromFields';

const SETTINGS = '/dashboard/settings';

/** The saved address, or a new one begun with the company's and the user's names, in the US. */
const startFrom = (saved: ShipFrom | null, user: SessionUser | null): ShipFromFieldValues =>
  saved ?? {
    companyName: user?.company_name ?? '',
    firstName: user?.first_name ?? '',
    lastName: user?.last_name ?? '',
    street1: '',
    street2: '',
    city: '',
    state: '',
    country: 'US',
    zip: '',
  };

/** The form itself, once the saved address (if any) is known. */
function ShipFromForm({ initial }: { initial: ShipFromFieldValues }) {
  const navigate = useNavigate();
  const save = useSaveShipFrom();
  const [problem, setProblem] = useState<string | null>(null);
  // Checked on submit only: the messages show after a first attempt, then clear as fields are fixed.
  const form = useForm<ShipFromFieldValues>({
    initialValues: initial,
    validate: zod4Resolver(shipFromInputSchema),
  });

  const submit = form.onSubmit((values) => {
    setProblem(null);
    save.mutate(values, {
      onSuccess: (saved) => {
        notifications.show({ color: 'teal', message: saved.message });
        navigate(SETTINGS);
      },
      onError: (e) => {
        const fields = e instanceof ApiError ? e.fields : {};
        if (Object.keys(fields).length) form.setErrors(fields);
        else setProblem(e instanceof Error ? e.message : MSG.somethingWrong);
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="edit-address-title">
      <Stack gap="md">
        <ShipFromFields form={form} />
        <FormAlert kind="error">{problem}</FormAlert>
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={SETTINGS} variant="default">
            Cancel
          </Button>
          <Button type="submit" color="press.5" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * /dashboard/settings/edit_address: the company's own 'Ship From', printed on its labels and
 * packing slips instead of PressRun's address. Save and Cancel both go back to Settings.
 */
export default function EditAddressPage() {
  const query = useShipFrom();
  const { user } = useSession();

  useEffect(() => {
    document.title = `Edit ship-from address · ${COMPANY_NAME}`;
  }, []);

  return (
    <Stack gap="lg" maw={760}>
      <Anchor component={Link} to={SETTINGS} fz="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden /> Back to Settings
        </Group>
      </Anchor>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }} id="edit-address-title">
          Edit ship-from address
        </Title>
        <Text c="dimmed">{SHIP_FROM_MSG.intro}</Text>
      </Stack>
      <Card withBorder radius="lg" padding="lg">
        {query.isPending ? (
          <Center py="xl">
            <Loader color="navy" size="sm" aria-label="Loading your ship-from address" />
          </Center>
        ) : query.isError ? (
          <LoadError
            title="Your ship-from address could not be loaded"
            message={query.error.message}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <ShipFromForm initial={startFrom(query.data, user)} />
        )}
      </Card>
    </Stack>
  );
}
