import { Button, Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { type CardView, MSG, PAYMENT_MSG } from '@pressrun/domain';
import { IconCreditCard, IconPlus } from '@tabler/icons-react';
import { ApiError } from '../../app/api';
import { AddCardModal } from './AddCardModal';
import { useCards, useRemoveCard, useSetDefaultCard } from './api';
import { brandName, CardRow } from './CardRow';

const cardName = (c: CardView) => `${brandName(c.brand)} ending in ${c.last4}`;
const notify = (color: string, message: string) =>
  notifications.show({ color, message, autoClose: color === 'red' ? false : 5000 });

/** The server's own words for a refusal (a card no longer on file); ours for anything else. */
const wordsOf = (e: unknown, fallback: string) =>
  e instanceof ApiError && e.status >= 400 && e.status < 500 && e.status !== 401 ? e.message : fallback;

/**
 * Billing Methods: the company's saved cards. Exactly one is the default while any is on file: its
 * checkbox stays checked (and cannot be unchecked), checking another card's moves the default, and
 * removing the default hands it to the newest card left (the server decides; the confirm says which).
 */
export function BillingMethods() {
  const cards = useCards();
  const makeDefault = useSetDefaultCard();
  const remove = useRemoveCard();
  const [adding, { open, close }] = useDisclosure(false);
  const list = cards.data?.cards ?? [];
  const busy = makeDefault.isPending || remove.isPending;

  const confirmRemove = (card: CardView) => {
    // The list is the default first, then the newest: the next default is the first other card.
    const heir = card.isDefault ? list.find((c) => c.id !== card.id) : undefined;
    modals.openConfirmModal({
      title: 'Remove card',
      centered: true,
      children: (
        <Stack gap="xs">
          <Text fz="sm">Are you sure you want to delete this card?</Text>
          <Text fz="sm" c="dimmed">
            {cardName(card)}
            {heir ? `. ${cardName(heir)} becomes your default card.` : '.'}
          </Text>
        </Stack>
      ),
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      confirmProps: { color: 'press.5' },
      onConfirm: () =>
        remove.mutate(card.id, {
          onSuccess: (now) => {
            const next = card.isDefault ? now.cards.find((c) => c.isDefault) : undefined;
            notify(
              'green',
              next
                ? `${cardName(card)} was removed. ${cardName(next)} is now your default card.`
                : `${cardName(card)} was removed.`,
            );
          },
          onError: (e) => notify('red', wordsOf(e, PAYMENT_MSG.removeCardFailed)),
        }),
    });
  };

  const saved = (card: CardView) =>
    notify(
      'green',
      card.isDefault ? `${cardName(card)} was saved as your default card.` : `${cardName(card)} was saved.`,
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Text c="dimmed">The default card pays for orders placed with Default Card.</Text>
        <Button color="press.5" leftSection={<IconPlus size={16} />} onClick={open}>
          Add Billing Method
        </Button>
      </Group>
      {cards.isPending ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading billing methods">
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
              onMakeDefault={() =>
                makeDefault.mutate(card.id, {
                  onSuccess: () => notify('green', `${cardName(card)} is now your default card.`),
                  onError: (e) => notify('red', wordsOf(e, MSG.somethingWrong)),
                })
              }
              onRemove={() => confirmRemove(card)}
            />
          ))}
        </Stack>
      )}
      <AddCardModal opened={adding} onClose={close} onSaved={saved} />
    </Stack>
  );
}
