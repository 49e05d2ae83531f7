import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ACCOUNT_MSG, MSG } from '@pressrun/domain';
import { IconMailForward } from '@tabler/icons-react';
import { useCancelEmailChange, useResendEmailChange } from './api';

const failed = (e: unknown) =>
  notifications.show({
    color: 'red',
    autoClose: false,
    message: e instanceof Error ? e.message : MSG.somethingWrong,
  });

/** A new email waiting for its link: send the link again, or keep the current address. */
export function PendingEmail({ email }: { email: string }) {
  const resend = useResendEmailChange();
  const cancel = useCancelEmailChange();
  const busy = resend.isPending || cancel.isPending;
  return (
    <Alert
      color="steel"
      variant="light"
      radius="md"
      icon={<IconMailForward size={18} aria-hidden />}
      data-testid="pending-email"
    >
      <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {ACCOUNT_MSG.waiting(email)}
      </Text>
      <Text fz="sm" mt={4}>
        Until you open the link we sent there, you keep signing in with your current address.
      </Text>
      <Group gap="xs" mt="sm">
        <Button
          size="xs"
          variant="default"
          disabled={busy}
          loading={resend.isPending}
          onClick={() =>
            resend.mutate(undefined, {
              onSuccess: (r) => notifications.show({ color: 'teal', message: r.message }),
              onError: failed,
            })
          }
        >
          Resend link
        </Button>
        <Button
          size="xs"
          variant="default"
          disabled={busy}
          loading={cancel.isPending}
          onClick={() =>
            cancel.mutate(undefined, {
              onSuccess: (r) => notifications.show({ color: 'teal', message: r.message }),
              onError: failed,
            })
          }
        >
          Cancel change
        </Button>
      </Group>
    </Alert>
  );
}
