import { Alert, Badge, Center, Grid, Loader, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Section } from '../DetailSection';
import { LoadError, NotFoundCard } from '../PageStates';
import { StaffFrame } from '../StaffFrame';

/** What the queue holds, in words: `claim`, listed at `/admin/claims` under `Claims`. */
export interface QueueItemName {
  name: string;
  list: { to: string; label: string };
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * One item of a staff review queue: not found (a malformed id, or one the server does not know),
 * loading, the failure with a retry, or the item — titled, with its status beside the title. The
 * words of each state are the item's name in the same sentences on every queue.
 */
export function ReviewQueueDetail<T>({
  item: { name, list },
  missing,
  query,
  title,
  status,
  children,
}: {
  item: QueueItemName;
  missing: boolean;
  query: { data: T | undefined; isError: boolean; error: Error | null; refetch: () => unknown };
  title: (item: T | undefined) => ReactNode;
  status: (item: T) => { label: ReactNode; color: string };
  children: (item: T) => ReactNode;
}) {
  if (missing)
    return (
      <StaffFrame title={`${capitalised(name)} not found`} back={list}>
        <NotFoundCard
          message={`That ${name} does not exist.`}
          back={{ to: list.to, label: `Back to ${list.label.toLowerCase()}` }}
          maw="none"
          testId={`${name}-not-found`}
        />
      </StaffFrame>
    );

  const item = query.data;
  const badge = item && status(item);
  return (
    <StaffFrame
      title={title(item)}
      back={list}
      aside={
        badge && (
          <Badge
            variant="light"
            radius="sm"
            tt="none"
            size="lg"
            color={badge.color}
            data-testid={`${name}-status`}
          >
            {badge.label}
          </Badge>
        )
      }
    >
      {query.isError ? (
        <LoadError
          title={`The ${name} could not be loaded`}
          icon={null}
          message={query.error?.message ?? ''}
          onRetry={() => void query.refetch()}
        />
      ) : !item ? (
        <Center py="xl">
          <Loader color="navy" aria-label={`Loading the ${name}`} />
        </Center>
      ) : (
        children(item)
      )}
    </StaffFrame>
  );
}

/**
 * An item's page: what it is about (`main`), and beside it the decision — the ways to decide while
 * it waits, what was decided after — above what else staff need (`side`). A decision's outcome
 * stays on top until dismissed.
 */
export function ReviewDecideLayout({
  main,
  decide,
  side,
  doneTestId,
}: {
  main: ReactNode;
  decide: { title: string; id: string; content: (onDone: (message: string) => void) => ReactNode };
  side: ReactNode;
  doneTestId: string;
}) {
  const [done, setDone] = useState<string | null>(null);
  return (
    <Stack gap="lg">
      {done && (
        <Alert
          role="status"
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={18} aria-hidden />}
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setDone(null)}
          data-testid={doneTestId}
        >
          {done}
        </Alert>
      )}
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">{main}</Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Section title={decide.title} id={decide.id}>
              {decide.content(setDone)}
            </Section>
            {side}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
