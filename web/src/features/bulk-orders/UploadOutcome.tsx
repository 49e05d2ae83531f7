import { Alert, Group, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { type BulkOrderView, useBulkOrders, working } from './api';
import { partialOutcome } from './partial-outcome';
import { UploadProgress } from './UploadProgress';
import { count, dismissible, ordersLink } from './upload-alert';

/**
 * What became of the file just uploaded, followed as the list is polled: the success text
 * while it is processed, then the orders placed, or its rows' errors in place of the success (a
 * file whose every row failed never reads as a success).
 */
export function UploadOutcome({
  uploaded,
  message,
  onClose,
}: {
  uploaded: BulkOrderView;
  message: string;
  onClose: () => void;
}) {
  const list = useBulkOrders();
  const b = list.data?.find((x) => x.id === uploaded.id) ?? uploaded;
  const close = dismissible(onClose);

  if (working(b))
    return (
      <Alert
        role="status"
        color="teal"
        variant="light"
        icon={<IconCircleCheck size={18} aria-hidden />}
        {...close}
      >
        <UploadProgress b={b} message={message} />
      </Alert>
    );

  if (b.status === 'Completed')
    return (
      <Alert
        role="status"
        color="teal"
        variant="light"
        icon={<IconCircleCheck size={18} aria-hidden />}
        title={`${b.name}: ${count(b.ordersPlaced, 'order')} placed`}
        data-testid="bulk-outcome"
        {...close}
      >
        <Group gap="xs">
          <Text fz="sm">Every row was ordered.</Text>
          {ordersLink}
        </Group>
      </Alert>
    );

  if (b.status === 'Failed')
    return (
      <Alert
        role="alert"
        color="press"
        variant="light"
        icon={<IconAlertCircle size={18} aria-hidden />}
        title={`${b.name} could not be processed: no orders were placed`}
        data-testid="bulk-outcome"
        {...close}
      >
        <Text fz="sm">{b.error}</Text>
      </Alert>
    );

  return partialOutcome(b, close);
}
