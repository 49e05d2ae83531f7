import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconMail } from '@tabler/icons-react';
import { useEffect } from 'react';
import { SupportEmail } from '../../components/SupportEmail';
import { COMPANY_NAME, SUPPORT_HOURS } from '../../components/site';
import { FaqList } from '../faqs';

/** /dashboard/support: how to reach support (the sidebar's 'Contact support'), then the FAQ. */
export default function SupportPage() {
  useEffect(() => {
    document.title = `Support · ${COMPANY_NAME}`;
  }, []);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          Support
        </Title>
        <Text c="dimmed">Questions about an order, a file or your account: we are glad to help.</Text>
      </Stack>
      <Card withBorder radius="lg" padding="lg" maw={560}>
        <Stack gap="md">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="xl" variant="light" color="steel">
              <IconMail size={22} />
            </ThemeIcon>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fz="sm" c="dimmed">
                Email us
              </Text>
              <SupportEmail fw={700} style={{ overflowWrap: 'anywhere' }} />
            </Stack>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon size={40} radius="xl" variant="light" color="steel">
              <IconClock size={22} />
            </ThemeIcon>
            <Stack gap={0}>
              <Text fz="sm" c="dimmed">
                We answer
              </Text>
              <Text fw={600}>{SUPPORT_HOURS}</Text>
            </Stack>
          </Group>
        </Stack>
      </Card>
      <FaqList />
    </Stack>
  );
}
