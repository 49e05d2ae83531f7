import { Box, Group, Stack, Text } from '@mantine/core';
import { STORE_PLATFORM_LABEL, type StorePlatform } from '@pressrun/domain';
import type { ReactNode } from 'react';

/**
 * Each platform's colours as plain values, since these pages stand in for the platform's own.
 * White on each bar colour reaches 4.9:1 or more (Etsy's orange is taken a shade deeper for it).
 */
export const LOOK: Record<StorePlatform, { bar: string; page: string; accent: string }> = {
  shopify: { bar: '#1a1a1a', page: '#f1f1f1', accent: '#008060' },
  woocommerce: { bar: '#1e1e1e', page: '#f0f0f1', accent: '#7f54b3' },
  etsy: { bar: '#222222', page: '#f7f4ef', accent: '#b8440b' },
};

/** Whether an address names a platform these pages stand in for. */
export const lookOf = (platform: string | undefined): StorePlatform =>
  platform === 'woocommerce' || platform === 'etsy' ? platform : 'shopify';

/**
 * A sandbox platform page: the platform's bar, named 'Sandbox {Platform}' with a SANDBOX pill so
 * it is never mistaken for the real one, around the page's content.
 */
export function SandboxFrame({
  platform,
  maw,
  children,
}: {
  platform: StorePlatform;
  maw: number;
  children: ReactNode;
}) {
  const look = LOOK[platform];
  return (
    <Box mih="100vh" bg={look.page}>
      <Box component="header" bg={look.bar} px="md" py={10}>
        <Group justify="space-between" maw={maw} mx="auto" wrap="nowrap">
          <Group gap={8} wrap="nowrap">
            <Box w={14} h={14} bg={look.accent} style={{ borderRadius: 4, flexShrink: 0 }} aria-hidden />
            <Text c="white" fw={700} fz="md">
              Sandbox {STORE_PLATFORM_LABEL[platform]}
            </Text>
          </Group>
          <Text
            span
            fz="xs"
            fw={700}
            px={10}
            py={2}
            bg="#ffd54f"
            c="#1a1a1a"
            style={{ borderRadius: 999, letterSpacing: '0.08em', flexShrink: 0 }}
          >
            SANDBOX
          </Text>
        </Group>
      </Box>
      <Box component="main" px="md" py={{ base: 'lg', sm: 40 }}>
        <Stack maw={maw} mx="auto" gap="md">
          {children}
        </Stack>
      </Box>
    </Box>
  );
}
