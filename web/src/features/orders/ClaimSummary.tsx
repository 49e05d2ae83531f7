import { Badge, Stack } from '@mantine/core';
import type { OrderDetail } from '@pressrun/domain';
import { Detail } from '../../components/DetailSection';

const CLAIM_STATUS_COLOR: Record<string, string> = {
  UNRESOLVED: 'steel',
  RESOLVED: 'teal',
  REJECTED: 'press',
};

/** The order's claim: its status, reason and, once decided, the resolution. */
export function ClaimSummary({ claim }: { claim: NonNullable<OrderDetail['claim']> }) {
  return (
    <Stack component="dl" gap="sm" m={0} data-testid="order-claim">
      <Detail term="Status">
        <Badge variant="light" radius="sm" tt="none" color={CLAIM_STATUS_COLOR[claim.status] ?? 'gray'}>
          {claim.status}
        </Badge>
      </Detail>
      <Detail term="Reason">{claim.reason}</Detail>
      {claim.resolution && <Detail term="Resolution">{claim.resolution}</Detail>}
    </Stack>
  );
}
