import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { AddCardModal } from '../billing';
import { PAYMENT_KEY } from './api';

/** Adds a card without leaving checkout: it becomes the default (box checked, it can be unchecked) and is chosen. */
export function AddCardButton({ onAdded }: { onAdded: () => void }) {
  const [opened, setOpened] = useState(false);
  const qc = useQueryClient();
  return (
    <>
      <Button variant="light" color="navy" size="xs" w="fit-content" onClick={() => setOpened(true)}>
        Add Billing Method
      </Button>
      <AddCardModal
        opened={opened}
        onClose={() => setOpened(false)}
        defaultChecked
        onSaved={() => {
          void qc.invalidateQueries({ queryKey: PAYMENT_KEY }).then(onAdded);
        }}
      />
    </>
  );
}
