import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconMapPin, IconPencil } from '@tabler/icons-react';
import { Link } from 'react-router';
import { AddressLines } from '../../components/AddressLines';
import { Section } from '../../components/DetailSection';
import { LoadError } from '../../components/PageStates';
import { useShipFrom } from './api';

export const EDIT_ADDRESS_PATH = '/dashboard/settings/edit_address';

/** The ship-from address with its Edit action, or PressRun's address as the default. */
export function ShipFromCard() {
  const query = useShipFrom();
  return (
    <Section title="Ship-from address" id="ship-from-title">
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
      ) : query.data ? (
        <Stack gap="md" data-testid="ship-from-address">
          <AddressLines address={query.data} />
          <Text fz="xs" c="dimmed">
            Printed as the sender on your labels and packing slips.
          </Text>
          <Group>
            <Button
              component={Link}
              to={EDIT_ADDRESS_PATH}
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              aria-label="Edit ship-from address"
            >
              Edit
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md" data-testid="ship-from-default">
          <Group gap="sm" wrap="nowrap" align="flex-start">
            <IconMapPin size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text fz="sm">PressRun's address is printed on your labels and packing slips.</Text>
          </Group>
          <Group>
            <Button component={Link} to={EDIT_ADDRESS_PATH} color="press.5">
              Add a ship-from address
            </Button>
          </Group>
        </Stack>
      )}
    </Section>
  );
}
