import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** The way to turn an item down; it opens the decision's confirmation. */
export function RejectButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="outline" color="press" leftSection={<IconX size={18} aria-hidden />} onClick={onClick}>
      Reject
    </Button>
  );
}

/**
 * The confirmation of a decision: what it does (`children`, with its fields), the server's refusal
 * when there is one, then Cancel and the confirm button. Enter in a field confirms.
 */
export function DecideModal({
  opened,
  title,
  onClose,
  onConfirm,
  error,
  pending,
  confirm,
  rejecting,
  disabled,
  children,
}: {
  opened: boolean;
  title: string;
  onClose: () => void;
  onConfirm: () => void;
  error: Error | null;
  pending: boolean;
  /** The confirm button's words. */
  confirm: string;
  /** A rejection confirms in the brand's red. */
  rejecting: boolean;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      {opened && (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            onConfirm();
          }}
          noValidate
        >
          <Stack gap="sm">
            {children}
            {error && (
              <Alert color="press" role="alert" title="Error">
                {error.message}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button
                type="submit"
                color={rejecting ? 'press' : undefined}
                loading={pending}
                disabled={disabled}
              >
                {confirm}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
