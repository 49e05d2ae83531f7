import { Badge, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconMug } from '@tabler/icons-react';
import classes from './AuthLayout.module.css';

const STEPS = ['Created', 'In Production', 'Shipped'];

/** A decorative order card for the side panel: what an order looks like once it is running. */
export function OrderTicket() {
  return (
    <div className={classes.ticket} aria-hidden="true">
      <Group justify="space-between" mb={10}>
        <Text fz="xs" fw={700} c="dimmed" tt="uppercase" style={{ letterSpacing: '0.06em' }}>
          Order #10482
        </Text>
        <Badge color="steel" variant="light" size="sm">
          In Production
        </Badge>
      </Group>
      <Group gap="sm" wrap="nowrap" mb={14}>
        <ThemeIcon size={44} radius="md" color="press" variant="light">
          <IconMug size={26} />
        </ThemeIcon>
        <Stack gap={0}>
          <Text fw={600} fz="sm">
            11oz Coffee Mug · White
          </Text>
          <Text fz="xs" c="dimmed">
            Qty 24 · ships in 2-3 days
          </Text>
        </Stack>
      </Group>
      <Group gap={6} wrap="nowrap">
        {STEPS.map((step, i) => (
          <Group key={step} gap={6} wrap="nowrap" style={{ flex: 1 }}>
            <ThemeIcon size={18} radius="xl" color={i < 2 ? 'teal' : 'gray.4'} variant="filled">
              <IconCheck size={12} />
            </ThemeIcon>
            <Text fz={11} fw={500} c={i < 2 ? 'navy.8' : 'dimmed'}>
              {step}
            </Text>
          </Group>
        ))}
      </Group>
    </div>
  );
}
