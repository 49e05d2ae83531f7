import { Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useLocation } from 'react-router';

/** The shapes the dashboard's pages take: what their content area looks like before it is filled. */
export type PageShape = 'checklist' | 'grid' | 'list' | 'detail' | 'form';

/**
 * Which shape a dashboard address has. One table for the route fallback and the frame's skeleton,
 * so the placeholder a person sees first is the one the page replaces, without a jump.
 */
export function pageShapeFor(pathname: string): PageShape {
  if (pathname === '/dashboard/default') return 'checklist';
  if (/^\/dashboard\/(templates|files)\/?$/.test(pathname)) return 'grid';
  if (/^\/dashboard\/orders\/?$/.test(pathname)) return 'list';
  if (/^\/dashboard\/orders\/\d+/.test(pathname) || pathname.startsWith('/product/confirmation'))
    return 'detail';
  return 'form';
}

/** The page's heading and its one-line lead, as every dashboard page opens. */
function HeadingSkeleton({ action }: { action: boolean }) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Stack gap={8}>
        <Skeleton h={30} w={{ base: 180, sm: 260 }} radius="md" />
        <Skeleton h={16} w={{ base: 240, sm: 360 }} radius="xl" />
      </Stack>
      {action && <Skeleton h={36} w={140} radius="md" />}
    </Group>
  );
}

function Body({ shape }: { shape: PageShape }) {
  switch (shape) {
    case 'checklist':
      return (
        <>
          <Skeleton h={12} maw={420} radius="xl" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {[1, 2, 3, 4].map((i) => (
              <Skeleton key={i} h={132} radius="lg" />
            ))}
          </SimpleGrid>
        </>
      );
    case 'grid':
      return (
        <>
          <Skeleton h={96} radius="lg" />
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            {[1, 2, 3].map((i) => (
              <Skeleton key={i} h={320} radius="lg" />
            ))}
          </SimpleGrid>
        </>
      );
    case 'list':
      return (
        <>
          {/* The filters: a label over each field, side by side from sm up. */}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {[1, 2, 3].map((i) => (
              <Stack key={i} gap={6} pt={4}>
                <Skeleton h={14} w={60} radius="xl" />
                <Skeleton h={36} radius="md" />
              </Stack>
            ))}
          </SimpleGrid>
          <Stack gap="sm">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={84} radius="lg" />
            ))}
          </Stack>
        </>
      );
    case 'detail':
      return (
        <Stack gap="md">
          <Skeleton h={120} radius="lg" />
          <Skeleton h={240} radius="lg" />
        </Stack>
      );
    case 'form':
      return <Skeleton h={320} radius="lg" />;
  }
}

/**
 * The content area while a dashboard page's code (or the frame's) is on its way: grey blocks in
 * the page's own layout rather than a spinner on a blank page, so the frame stays put and the page
 * fills in where the blocks were.
 */
export function PageSkeleton({ shape }: { shape?: PageShape }) {
  const { pathname } = useLocation();
  const s = shape ?? pageShapeFor(pathname);
  return (
    <Stack gap="lg" aria-busy="true" aria-label="Loading the page" data-testid="page-skeleton" data-shape={s}>
      <HeadingSkeleton action={s === 'grid' || s === 'list'} />
      <Body shape={s} />
    </Stack>
  );
}
