import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { MSG } from '@pressrun/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { ResendVerificationButton } from './ResendVerificationButton';

/** Body of the info popup shown when an unverified user tries to order or design. */
export function UnverifiedNotice({ email, onClose }: { email: string | null; onClose: () => void }) {
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={36} radius="xl" variant="light" color="steel">
          <IconInfoCircle size={22} />
        </ThemeIcon>
        {/* Shrinks and wraps (a long address too) so nothing runs out of the popup on a phone. */}
        <Stack gap={4} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          <Text fw={600}>{MSG.unverifiedEmail}</Text>
          {email && (
            <Text fz="sm" c="dimmed">
              We sent the link to {email}.
            </Text>
          )}
        </Stack>
      </Group>
      <Group justify="flex-end" gap="sm">
        <ResendVerificationButton size="sm" variant="subtle" />
        <Button size="sm" onClick={onClose}>
          OK
        </Button>
      </Group>
    </Stack>
  );
}
