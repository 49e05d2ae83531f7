import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { type BulkOrderView, useBulkOrders, working } from './api';
import { RowErrors } from './RowErrors';
import { UploadProgress } from './UploadProgress';

const count = (n: number, noun: string) => `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;

const ordersLink = (
  <Anchor component={Link} to="/dashboard/orders" fz="sm" fw={600}>
    See your orders
  </Anchor>
);

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
  // The body may shrink below its content's width, so long words wrap instead of running off a phone.
  const close = {
    withCloseButton: true,
    closeButtonLabel: 'Dismiss',
    onClose,
    styles: { body: { minWidth: 0 }, title: { overflowWrap: 'anywhere' as const } },
  };

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

  // Completed with errors: some orders placed, or none at all.
  const none = b.ordersPlaced === 0;
  return (
    <Alert
      role="alert"
      color={none ? 'press' : 'yellow'}
      variant="light"
      icon={none ? <IconAlertCircle size={18} aria-hidden /> : <IconAlertTriangle size={18} aria-hidden />}
      title={
        none
          ? `${b.name}: no orders were placed — every row has an error`
          : `${b.name}: ${count(b.ordersPlaced, 'order')} placed, ${count(b.rowsFailed, 'row')} not ordered`
      }
      data-testid="bulk-outcome"
      {...close}
    >
      <Stack gap="xs">
        <Text fz="sm">
          {none
            ? 'Fix these rows and upload the file again.'
            : 'Fix these rows and upload the file again: orders already placed are not placed twice. '}
          {!none && ordersLink}
        </Text>
        <RowErrors b={b} />
      </Stack>
    </Alert>
  );
}
