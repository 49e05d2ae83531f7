import { Alert, Button, Checkbox, Group, Modal, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { addCardSchema, type CardView, PAYMENT_MSG } from '@pressrun/domain';
import { IconAlertCircle } from '@tabler/icons-react';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useState } from 'react';
import { ApiError } from '../../app/api';
import { useAddCard, useCards } from './api';
import { CardFields } from './CardFields';
import { parseExpiry } from './card-input';
import { type CardForm, EMPTY_CARD } from './cardForm';
import { PayerFields } from './PayerFields';

const FORM_FIELDS = new Set(['cardholderName', 'email', 'billingAddress', 'aptUnit']);

export interface AddCardModalProps {
  opened: boolean;
  /** Called by the close button, and after a card is saved. */
  onClose: () => void;
  /** The card just saved (brand, last four, expiry, whether it became the default). */
  onSaved?: (card: CardView) => void;
  /**
   * Whether the Default box starts checked when a default card is already on file (checkout pays
   * by the default card, so a card added there is meant to become it).
   */
  defaultChecked?: boolean;
}

/**
 * Add Billing Method: who pays, where they are billed, and the card. The form's own fields are
 * checked here; the card (number, expiry, CVC) is checked by the card gateway, whose words are shown
 * above the buttons. The backdrop and Escape do not close it, so a half-typed card is not lost.
 */
export function AddCardModal({ opened, onClose, onSaved, defaultChecked = false }: AddCardModalProps) {
  const add = useAddCard();
  const cards = useCards().data;
  const testMode = cards?.testMode === true;
  // The first card is the default whatever the box says: it shows checked and cannot be unchecked.
  const first = cards !== undefined && cards.cards.length === 0;
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<CardForm>({
    initialValues: { ...EMPTY_CARD, isDefault: defaultChecked },
    // Only the named fields: the card's parts are the gateway's to judge.
    validate: zod4Resolver(addCardSchema),
    validateInputOnBlur: false,
  });

  const close = () => {
    form.reset();
    setProblem(null);
    add.reset();
    onClose();
  };

  const submit = form.onSubmit((v) => {
    setProblem(null);
    const { expiry, ...rest } = v;
    add.mutate(
      { ...rest, ...parseExpiry(expiry), isDefault: first || rest.isDefault },
      {
        onSuccess: (card) => {
          onSaved?.(card);
          close();
        },
        onError: (e) => {
          const fields = e instanceof ApiError ? e.fields : {};
          const own = Object.entries(fields).filter(([k]) => FORM_FIELDS.has(k));
          if (own.length) form.setErrors(Object.fromEntries(own));
          // The gateway's words for a card it refused; a generic try-again message when we failed.
          else
            setProblem(
              e instanceof ApiError && e.status >= 400 && e.status < 500
                ? e.message
                : PAYMENT_MSG.saveCardFailed,
            );
        },
      },
    );
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Add Billing Method"
      centered
      size="lg"
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <PayerFields form={form} />
          <CardFields form={form} />
          <Checkbox
            label="Make this my default card"
            description={
              first
                ? 'Your first card is your default card: orders paid by Default Card are charged to it.'
                : 'Orders paid by Default Card are charged to it.'
            }
            checked={first || form.values.isDefault}
            disabled={first}
            onChange={(e) => form.setFieldValue('isDefault', e.currentTarget.checked)}
            data-testid="card-default"
          />
          {testMode && (
            <Text fz="xs" c="dimmed">
              Test mode: use 4242 4242 4242 4242, any future expiry and any CVC.
            </Text>
          )}
          {problem && (
            <Alert role="alert" color="press" variant="light" icon={<IconAlertCircle size={18} />}>
              {problem}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="press.5" loading={add.isPending}>
              Save Card
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
