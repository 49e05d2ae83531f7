import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import type { BulkOrderView } from './api';
import { RowErrors } from './RowErrors';
import { count, type dismissible, ordersLink } from './upload-alert';

/**
 * A file completed with errors: some orders placed, or none at all, and the rows to fix. Called,
 * not rendered as a component, so the outcome stays the same alert element while the file is
 * processed (a screen reader hears the change, and focus on its close button is kept).
 */
export function partialOutcome(b: BulkOrderView, close: ReturnType<typeof dismissible>) {
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
