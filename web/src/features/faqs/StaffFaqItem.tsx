import { ActionIcon, Badge, Button, Card, Group, Stack, Switch, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPencil, IconTrash } from '@tabler/icons-react';
import type { StaffFaq } from './api';

export interface FaqItemActions {
  onMove: (faq: StaffFaq, delta: -1 | 1) => void;
  onPublish: (faq: StaffFaq, published: boolean) => void;
  onEdit: (faq: StaffFaq) => void;
  onDelete: (faq: StaffFaq) => void;
  /** The move buttons, by entry and direction, so focus can follow an entry that moved. */
  moveRef: (key: string) => (el: HTMLButtonElement | null) => void;
}

/** One entry of the console's list: its place, question, a glimpse of the answer, and its actions. */
export function StaffFaqItem({
  faq,
  index,
  total,
  publishing,
  actions,
}: {
  faq: StaffFaq;
  index: number;
  total: number;
  /** The published state being saved, while it is. */
  publishing: boolean | null;
  actions: FaqItemActions;
}) {
  const published = publishing ?? faq.published;
  const short = faq.question.length > 60 ? `${faq.question.slice(0, 57)}…` : faq.question;
  return (
    <Card component="li" withBorder radius="md" padding="md" data-testid="faq-entry">
      <Stack gap="xs">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Text fw={700} c="steel.7" miw={28} aria-hidden>
            {index + 1}.
          </Text>
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Text component="h3" fw={700} fz="md" c="navy.8" style={{ overflowWrap: 'anywhere' }}>
              {faq.question}
            </Text>
            {!published && (
              <Badge variant="light" radius="sm" tt="none" color="gray" style={{ alignSelf: 'flex-start' }}>
                Hidden from the Support page
              </Badge>
            )}
            <Text fz="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
              {faq.answer}
            </Text>
          </Stack>
        </Group>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Group gap={6}>
            <ActionIcon
              ref={actions.moveRef(`${faq.id}:up`)}
              variant="default"
              size="lg"
              aria-label={`Move up: ${short}`}
              title="Move up"
              disabled={index === 0}
              onClick={() => actions.onMove(faq, -1)}
            >
              <IconArrowUp size={18} />
            </ActionIcon>
            <ActionIcon
              ref={actions.moveRef(`${faq.id}:down`)}
              variant="default"
              size="lg"
              aria-label={`Move down: ${short}`}
              title="Move down"
              disabled={index === total - 1}
              onClick={() => actions.onMove(faq, 1)}
            >
              <IconArrowDown size={18} />
            </ActionIcon>
            <Switch
              ml="xs"
              label="Published"
              aria-label={`Published: ${short}`}
              checked={published}
              disabled={publishing !== null}
              onChange={(e) => actions.onPublish(faq, e.currentTarget.checked)}
            />
          </Group>
          <Group gap={6}>
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPencil size={14} />}
              aria-label={`Edit: ${short}`}
              onClick={() => actions.onEdit(faq)}
            >
              Edit
            </Button>
            <Button
              size="xs"
              variant="default"
              c="press.7"
              leftSection={<IconTrash size={14} />}
              aria-label={`Delete: ${short}`}
              onClick={() => actions.onDelete(faq)}
            >
              Delete
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
