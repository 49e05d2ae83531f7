import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The wizard page's way back to Stores, its heading and what it is for. */
export function WizardIntro() {
  return (
    <>
      <Anchor component={Link} to="/dashboard/stores" fz="sm" w="fit-content">
        <Group gap={4} wrap="nowrap">
          <IconArrowLeft size={16} aria-hidden /> Back to Stores
        </Group>
      </Anchor>
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Start an Integration
        </Title>
        <Text c="dimmed">Tell us about your store and we send you free API keys to connect it.</Text>
      </Stack>
    </>
  );
}
