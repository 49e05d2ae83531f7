import { Badge, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** One shortcut of the dashboard checklist: done, or what to do next. */
export function ChecklistItem({
  step,
  title,
  description,
  complete,
  icon,
  action,
}: {
  step: number;
  title: string;
  description: string;
  complete: boolean;
  icon: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Paper
      component="li"
      withBorder
      radius="lg"
      p="lg"
      data-testid={`checklist-${step}`}
      data-complete={complete}
      aria-label={`${title}${complete ? ', completed' : ''}`}
      style={{
        listStyle: 'none',
        borderColor: complete ? 'var(--mantine-color-teal-2)' : undefined,
        background: complete ? 'var(--mantine-color-teal-0)' : undefined,
      }}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <ThemeIcon
          size={44}
          radius="md"
          variant={complete ? 'filled' : 'light'}
          color={complete ? 'teal' : 'steel'}
          aria-hidden
        >
          {complete ? <IconCheck size={24} /> : icon}
        </ThemeIcon>
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={700}>{title}</Text>
            {complete ? (
              <Badge color="teal" variant="light" style={{ flexShrink: 0 }}>
                Completed
              </Badge>
            ) : (
              <Badge color="gray" variant="light" style={{ flexShrink: 0 }}>
                Step {step}
              </Badge>
            )}
          </Group>
          <Text fz="sm" c="dimmed">
            {description}
          </Text>
          {!complete && action && <div style={{ marginTop: 4 }}>{action}</div>}
        </Stack>
      </Group>
    </Paper>
  );
}
