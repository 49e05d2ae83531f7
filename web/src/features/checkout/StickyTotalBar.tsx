import { Box, Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '@pressrun/domain';
import type { ReactNode } from 'react';
import classes from './StickyTotalBar.module.css';

/**
 * On a phone the step's action (Checkout, Submit Order, …) with the order total, kept at the bottom
 * of the screen: the summary card holding them is at the very end of a long page there. On wide
 * screens the bar is not shown and the summary card's own button (`visibleFrom="md"`) is used.
 */
export function StickyTotalBar({
  total,
  note,
  children,
}: {
  /** cents; null until there is a total */
  total: number | null;
  /** A line under the action, e.g. what it waits for. */
  note?: ReactNode;
  /** The action: the same button the summary card shows on wide screens. */
  children: ReactNode;
}) {
  return (
    <Box className={classes.bar} component="section" aria-label="Order total and next step">
      <Group justify="space-between" wrap="nowrap" gap="md" maw={640} mx="auto">
        <Stack gap={0}>
          <Text fz="xs" c="dimmed">
            Total
          </Text>
          <Text fw={700} fz="lg" data-testid="sticky-total">
            {total === null ? '—' : formatMoney(total)}
          </Text>
        </Stack>
        <Stack gap={2} style={{ flex: 1, maxWidth: 260 }}>
          {children}
          {note}
        </Stack>
      </Group>
    </Box>
  );
}
