import { Group, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { SupportEmail } from '../../components/SupportEmail';
import { SUPPORT_HOURS } from '../../components/site';

/** The closing note under a policy: where to write with questions about it. */
export function LegalContactNote() {
  return (
    <Group
      mt={56}
      p="lg"
      gap="md"
      wrap="nowrap"
      style={{ borderRadius: 'var(--mantine-radius-lg)', background: 'var(--mantine-color-gray-0)' }}
    >
      <IconMail size={28} stroke={1.5} color="var(--mantine-color-steel-5)" style={{ flexShrink: 0 }} />
      <Text size="sm" c="gray.7" lh={1.6}>
        Questions about this policy? Write to <SupportEmail size="sm" fw={600} />. We answer {SUPPORT_HOURS}.
      </Text>
    </Group>
  );
}
