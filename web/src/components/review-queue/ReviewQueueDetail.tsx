import { Alert, Badge, Center, Grid, Loader, Stack } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { type ComponentType, type ReactNode, useState } from 'react';
import { Section } from '../DetailSection';
import { LoadError, NotFoundCard } from '../PageStates';

type Back = { to: string; label: string };

/** The staff page's frame (its h1, the way back, what stands beside the h1). */
export type QueueFrame = ComponentType<{
  title: ReactNode;
  back?: Back;
  aside?: ReactNode;
  children?: ReactNode;
}>;

/**
 * One item of a staff review queue: not found (a malformed id, or one the server does not know),
 * loading, the failure with a retry, or the item — titled, with its status beside the title.
 */
export function ReviewQueueDetail<T>({
  frame: Frame,
  back,
  missing,
  notFound,
  query,
  title,
  status,
  loading,
  failed,
  children,
}: {
  frame: QueueFrame;
  back: Back;
  missing: boolean;
  notFound: { title: string; message: string; back: Back; testId: string };
  query: { data: T | undefined; isError: boolean; error: Error | null; refetch: () => unknown };
  title: (item: T | undefined) => ReactNode;
  status: (item: T) => { label: ReactNode; color: string; testId: string };
  /** The loader's name, and the failure's title. */
  loading: string;
  failed: string;
  children: (item: T) => ReactNode;
}) {
  if (missing)
    return (
      <Frame title={notFound.title} back={back}>
        <NotFoundCard message={notFound.message} back={notFound.back} maw="none" testId={notFound.testId} />
      </Frame>
    );

  const item = query.data;
  const badge = item && status(item);
  return (
    <Frame
      title={title(item)}
      back={back}
      aside={
        badge && (
          <Badge
            variant="light"
            radius="sm"
            tt="none"
            size="lg"
            color={badge.color}
            data-testid={badge.testId}
          >
            {badge.label}
          </Badge>
        )
      }
    >
      {query.isError ? (
        <LoadError
          title={failed}
          icon={null}
          message={query.error?.message ?? ''}
          onRetry={() => void query.refetch()}
        />
      ) : !item ? (
        <Center py="xl">
          <Loader color="navy" aria-label={loading} />
        </Center>
      ) : (
        children(item)
      )}
    </Frame>
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
