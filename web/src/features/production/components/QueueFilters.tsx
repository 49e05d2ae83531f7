import { Badge, Group, SegmentedControl, Select, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { FACILITIES, type Facility, ORDER_STATUSES, type OrderStatus, STATUS_LABEL } from '@pressrun/domain';
import classes from './QueueFilters.module.css';

const ALL = 'All';

/**
 * Which orders the queue shows: one status (with how many orders are in each) and a facility.
 * The five statuses do not fit a phone's width side by side, so there they stack.
 */
export function QueueFilters({
  status,
  facility,
  counts,
  onChange,
}: {
  status: OrderStatus;
  facility: Facility | null;
  counts: Record<OrderStatus, number> | undefined;
  onChange: (next: { status: OrderStatus; facility: Facility | null }) => void;
}) {
  const wide = useMediaQuery('(min-width: 62em)', true);
  return (
    <Stack gap="sm">
      <Stack gap={4}>
        <Text id="queue-status-label" fz="sm" fw={500}>
          Status
        </Text>
        <SegmentedControl
          aria-labelledby="queue-status-label"
          orientation={wide ? 'horizontal' : 'vertical'}
          fullWidth
          color="navy"
          // The chosen status is marked on its own label (see the CSS module), not by a sliding indicator.
          transitionDuration={0}
          classNames={{ indicator: classes.indicator, label: classes.label }}
          value={status}
          onChange={(s) => onChange({ status: s as OrderStatus, facility })}
          data={ORDER_STATUSES.map((s) => ({
            value: s,
            label: (
              <Group gap={6} justify="center" wrap="nowrap">
                <span>{STATUS_LABEL[s]}</span>
                {counts && (
                  <Badge size="sm" variant="white" color="navy" radius="sm">
                    {counts[s]}
                    <VisuallyHidden> orders</VisuallyHidden>
                  </Badge>
                )}
              </Group>
            ),
          }))}
        />
      </Stack>
      <Select
        label="Facility"
        maw={{ base: '100%', sm: 260 }}
        allowDeselect={false}
        data={[ALL, ...FACILITIES]}
        value={facility ?? ALL}
        onChange={(f) => onChange({ status, facility: f && f !== ALL ? (f as Facility) : null })}
      />
    </Stack>
  );
}
