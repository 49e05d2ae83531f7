import { Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { StaffFaq } from './api';

/** Asks before an entry is deleted, showing its question. */
export function confirmDeleteFaq(faq: StaffFaq, onConfirm: () => void) {
  modals.openConfirmModal({
    title: 'Delete this entry?',
    centered: true,
    children: (
      <Stack gap="xs">
        <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {faq.question}
        </Text>
        <Text fz="sm">It disappears from the Support page. This cannot be undone.</Text>
      </Stack>
    ),
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    confirmProps: { color: 'press.5' },
    onConfirm,
  });
}
