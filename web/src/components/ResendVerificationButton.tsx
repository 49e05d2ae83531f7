import { Button, type ButtonProps } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { MSG } from '@pressrun/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError, post } from '../app/api';

/** Sends the signed-in user a new verification link (banner, checklist, check-your-email page). */
export function ResendVerificationButton(props: ButtonProps) {
  const resend = useMutation({
    mutationFn: () => post<{ message: string }>('/api/auth/resend-verification'),
    onSuccess: (r) =>
      notifications.show({
        color: 'teal',
        title: 'Verification email sent',
        message: r?.message || MSG.verificationResent,
      }),
    onError: (e) => {
      // A 401 here means the session ran out: the session-expired dialog says so already.
      if (e instanceof ApiError && e.status === 401) return;
      notifications.show({
        color: 'press',
        autoClose: false,
        title: 'Could not send the email',
        message: e instanceof ApiError ? e.message : MSG.somethingWrong,
      });
    },
  });
  return (
    <Button
      variant="light"
      color="steel"
      size="xs"
      {...props}
      loading={resend.isPending}
      onClick={() => resend.mutate()}
    >
      Resend verification email
    </Button>
  );
}
