import { Box, Card, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of a detail page, named by its h2. */
export function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={id}>
      <Title order={2} fz="lg" mb="sm" id={id}>
        {title}
      </Title>
      {children}
    </Card>
  );
}

/**
 * One term and its value in a <dl>. Staff consoles set `caps` for their small grey labels;
 * `preWrap` keeps the line breaks people typed (remarks, notes).
 */
export function Detail({
  term,
  caps,
  preWrap,
  children,
}: {
  term: string;
  caps?: boolean;
  preWrap?: boolean;
  children: ReactNode;
}) {
  return (
    <Box>
      {caps ? (
        <Text component="dt" fz="xs" fw={600} c="dimmed" tt="uppercase">
          {term}
        </Text>
      ) : (
        <Text component="dt" fz="sm" fw={600}>
          {term}
        </Text>
      )}
      <Box
        component="dd"
        m={0}
        fz="sm"
        style={{ overflowWrap: 'anywhere', ...(preWrap ? { whiteSpace: 'pre-wrap' } : {}) }}
      >
        {children}
      </Box>
    </Box>
  );
}
