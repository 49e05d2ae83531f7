import { Box, Group, Paper, Skeleton } from '@mantine/core';
import { Brand } from '../../components/Brand';
import { PageSkeleton } from './PageSkeleton';
import classes from './ShellSkeleton.module.css';

/** The stats strip's outline: its height, so the page below it does not move when it arrives. */
function StatsStripSkeleton() {
  return (
    <Paper withBorder radius="lg" px={{ base: 'md', sm: 'lg' }} py="md" mb="lg">
      <Group justify="space-between" gap="md" wrap="nowrap" h={40}>
        <Skeleton h={32} w={{ base: 120, sm: 180 }} />
        <Skeleton h={32} w={{ base: 90, sm: 120 }} />
      </Group>
    </Paper>
  );
}

/**
 * The whole dashboard frame in outline, while the session is checked and the frame's own code
 * loads: the top bar with the brand, the sidebar and the page's skeleton, where the real ones will
 * be. It is part of the first download (a few hundred bytes), so it shows at once.
 */
export function ShellSkeleton() {
  return (
    <div className={classes.frame} data-testid="shell-skeleton">
      <header className={classes.header}>
        <Group gap="xs" wrap="nowrap">
          {/* Where the phone's menu button will be. */}
          <Box w={34} h={34} p={8} hiddenFrom="md">
            <Skeleton h={18} />
          </Box>
          <Brand to="/dashboard/default" />
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Skeleton h={36} w={{ base: 36, sm: 120 }} radius="md" />
          <Skeleton h={36} w={36} circle />
          <Skeleton h={38} w={38} circle />
        </Group>
      </header>
      <nav className={classes.sidebar} aria-hidden="true">
        <Skeleton h={10} w={48} mx="sm" mb={8} />
        {[1, 2, 3, 4, 5, 6].map((i) => (
          <Skeleton key={i} h={44} radius="md" />
        ))}
      </nav>
      <main className={classes.main}>
        <section className={classes.section}>
          <Box maw={1200} mx="auto">
            <StatsStripSkeleton />
            <PageSkeleton />
          </Box>
        </section>
      </main>
    </div>
  );
}
