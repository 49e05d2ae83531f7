import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** Eyebrow, heading and lead text, the way every home-page section opens. */
export function SectionHeading({
  eyebrow,
  title,
  children,
  align = 'center',
  light = false,
}: {
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
  align?: 'center' | 'left';
  light?: boolean;
}) {
  return (
    <Stack
      gap="sm"
      align={align === 'center' ? 'center' : 'flex-start'}
      ta={align}
      maw={680}
      mx={align === 'center' ? 'auto' : undefined}
    >
      <Text
        fz="xs"
        fw={700}
        tt="uppercase"
        c={light ? 'press.3' : 'press.6'}
        style={{ letterSpacing: '0.12em' }}
      >
        {eyebrow}
      </Text>
      <Title
        order={2}
        fz={{ base: 28, md: 40 }}
        lh={1.15}
        c={light ? 'white' : 'navy.8'}
        style={{ letterSpacing: '-0.02em', textWrap: 'balance' }}
      >
        {title}
      </Title>
      {children && (
        <Text fz={{ base: 'md', md: 'lg' }} c={light ? 'navy.1' : 'dimmed'} lh={1.6}>
          {children}
        </Text>
      )}
    </Stack>
  );
}
