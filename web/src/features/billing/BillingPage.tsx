import { Button, Card, Group, Skeleton, Stack, Tabs, Text, ThemeIcon, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { MSG } from '@pressrun/domain';
import { IconCreditCard, IconPlus } from '@tabler/icons-react';
import { AddCardModal } from './AddCardModal';
import { useCards, useRemoveCard, useSetDefaultCard } from './api';
import { CardRow } from './CardRow';

const errorText = (e: unknown) => (e instanceof Error ? e.message : MSG.somethingWrong);
const failed = (e: unknown) => notifications.show({ color: 'red', autoClose: false, message: errorText(e) });

/** /dashboard/billing: how the company pays. Billing Methods lists its cards on file. */
export default function BillingPage() {
  return (
    <Stack gap="lg">
      <Title order={1} fz={{ base: 24, sm: 30 }} style={{ letterSpacing: '-0.01em' }}>
        Billing
      </Title>
      <Tabs defaultValue="methods" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="methods" leftSection={<IconCreditCard size={16} />}>
            Billing Methods
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="methods" pt="lg">
          <BillingMethods />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function BillingMethods() {
  const cards = useCards();
  const makeDefault = useSetDefaultCard();
  const remove = useRemoveCard();
  const [adding, { open, close }] = useDisclosure(false);
  const list = cards.data?.cards ?? [];
  const busy = makeDefault.isPending || remove.isPending;

  const confirmRemove = (id: number) =>
    modals.openConfirmModal({
      title: 'Remove card',
      centered: true,
      children: <Text fz="sm">Are you sure you want to delete this card?</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'press.5' },
      onConfirm: () => remove.mutate(id, { onError: failed }),
    });

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text c="dimmed">The default card pays for orders placed with Default Card.</Text>
        <Button color="press.5" leftSection={<IconPlus size={16} />} onClick={open}>
          Add Billing Method
        </Button>
      </Group>
      {cards.isPending ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton h={74} radius="lg" />
          <Skeleton h={74} radius="lg" />
        </Stack>
      ) : cards.isError ? (
        <Text c="press.7" role="alert">
          We could not load your billing methods. Please reload the page.
        </Text>
      ) : list.length === 0 ? (
        <Card withBorder radius="lg" padding="xl" data-testid="cards-empty">
          <Stack align="center" gap="sm" py="md">
            <ThemeIcon size={56} radius="xl" variant="light" color="navy" aria-hidden>
              <IconCreditCard size={30} />
            </ThemeIcon>
            <Text ta="center">No billing methods yet. Add a card to pay for orders.</Text>
          </Stack>
        </Card>
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Billing methods">
          {list.map((card) => (
            <CardRow
              key={card.id}
              card={card}
              busy={busy}
              onMakeDefault={() => makeDefault.mutate(card.id, { onError: failed })}
              onRemove={() => confirmRemove(card.id)}
            />
          ))}
        </Stack>
      )}
      <AddCardModal opened={adding} onClose={close} />
    </Stack>
  );
}
