import { Group, Paper, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { IconBuilding, IconPackage } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useDashboardSummary } from '../dashboard-summary';
import { useSession } from '../session';

function Stat({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <ThemeIcon size={40} radius="md" variant="light" color="steel" visibleFrom="sm">
        {icon}
      </ThemeIcon>
      <div style={{ minWidth: 0 }}>
        <Text fz="xs" c="dimmed" fw={600} tt="uppercase" style={{ letterSpacing: '0.05em' }}>
          {label}
        </Text>
        {children}
      </div>
    </Group>
  );
}

/** The shell's stats strip: the company and its 'Orders Placed' count. */
export function StatsStrip() {
  const { user } = useSession();
  const summary = useDashboardSummary();
  return (
    <Paper withBorder radius="lg" px={{ base: 'md', sm: 'lg' }} py="md" mb="lg" aria-label="Account stats">
      <Group justify="space-between" gap="md" wrap="nowrap">
        <Stat icon={<IconBuilding size={20} />} label="Company">
          <Text fw={700} fz="md" truncate>
            {user?.company_name || user?.name}
          </Text>
        </Stat>
        <Stat icon={<IconPackage size={20} />} label="Orders Placed">
          {summary.isPending ? (
            <Skeleton h={22} w={40} mt={2} />
          ) : (
            <Text fw={700} fz="xl" lh={1.1} data-testid="orders-placed">
              {summary.data?.ordersPlaced ?? 0}
            </Text>
          )}
        </Stat>
      </Group>
    </Paper>
  );
}
