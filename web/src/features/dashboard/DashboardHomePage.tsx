import { Group, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useSession } from '../../app/session';
import { ChecklistItem } from './ChecklistItem';
import { useGettingStarted } from './useGettingStarted';
import { dashboardWelcome } from './welcome';

/** /dashboard/default: the welcome and the four getting-started shortcuts. */
export default function DashboardHomePage() {
  const { user } = useSession();
  const { items, done, failed } = useGettingStarted();
  const welcome = dashboardWelcome(user);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz={{ base: 24, sm: 30 }} style={{ letterSpacing: '-0.01em' }}>
          {welcome.title}
        </Title>
        <Text c="dimmed">{welcome.lead}</Text>
      </Stack>

      <Group gap="sm" wrap="nowrap" maw={420}>
        <Progress
          value={(done / 4) * 100}
          color="teal"
          size="md"
          radius="xl"
          style={{ flex: 1 }}
          aria-label="Checklist progress"
        />
        <Text fz="sm" fw={600} c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {items ? `${done} of 4 complete` : 'Loading…'}
        </Text>
      </Group>

      {failed && !items ? (
        <Text c="press.7" role="alert">
          We could not load your checklist. Please reload the page.
        </Text>
      ) : (
        <SimpleGrid
          cols={{ base: 1, sm: 2 }}
          spacing="md"
          component="ol"
          p={0}
          m={0}
          aria-label="Getting started"
        >
          {items
            ? items.map((item, i) => <ChecklistItem key={item.title} step={i + 1} {...item} />)
            : [1, 2, 3, 4].map((i) => <Skeleton key={i} h={132} radius="lg" />)}
        </SimpleGrid>
      )}
    </Stack>
  );
}
