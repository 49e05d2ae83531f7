import { Alert, List, Stack, Text } from '@mantine/core';
import { STATUS_LABEL } from '@pressrun/domain';
import type { BulkMoveTo, MoveResult } from '../api';

const orders = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;

/** What a bulk move did: how many orders moved, and each one refused with the server's reason. */
export function MoveResultAlert({
  result,
  to,
  onClose,
}: {
  result: MoveResult;
  to: BulkMoveTo;
  onClose: () => void;
}) {
  const refused = result.refused.length > 0;
  return (
    <Alert
      color={refused ? 'press' : 'teal'}
      role={refused ? 'alert' : 'status'}
      title={`${orders(result.moved.length)} moved to ${STATUS_LABEL[to]}.`}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={onClose}
    >
      {refused && (
        <Stack gap={4}>
          <Text fz="sm">{orders(result.refused.length)} not moved:</Text>
          <List fz="sm" spacing={2}>
            {result.refused.map((r) => (
              <List.Item key={r.id}>
                Order {r.id}: {r.message}
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
    </Alert>
  );
}
