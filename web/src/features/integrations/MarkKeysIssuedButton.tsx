import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../../app/api';
import { type StaffIntegrationRequest, useMarkKeysIssued } from './api';

/** 'Mark keys issued' on one waiting request; the list is read again either way. */
export function MarkKeysIssuedButton({ request }: { request: StaffIntegrationRequest }) {
  const mark = useMarkKeysIssued();
  return (
    <Button
      size="xs"
      color="navy"
      loading={mark.isPending}
      aria-label={`Mark keys issued for request ${request.id} (${request.companyName})`}
      onClick={() =>
        mark.mutate(request.id, {
          onSuccess: (r) =>
            notifications.show({ color: 'teal', title: `Request ${r.id}`, message: r.message }),
          onError: (e) =>
            notifications.show({
              color: 'press',
              autoClose: false,
              title: 'Could not mark the keys issued',
              message: e instanceof ApiError ? e.message : 'Something went wrong. Please try again.',
            }),
        })
      }
    >
      Mark keys issued
    </Button>
  );
}
