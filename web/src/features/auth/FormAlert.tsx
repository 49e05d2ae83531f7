import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

/** The form-level message of an account page: an error, or a success the user must read. */
export function FormAlert({ kind, children }: { kind: 'error' | 'success'; children: string | null }) {
  if (!children) return null;
  const error = kind === 'error';
  return (
    <Alert
      role={error ? 'alert' : 'status'}
      color={error ? 'press' : 'teal'}
      variant="light"
      radius="md"
      icon={error ? <IconAlertCircle size={18} /> : <IconCircleCheck size={18} />}
      styles={{ message: { fontSize: 'var(--mantine-font-size-sm)' } }}
    >
      {children}
    </Alert>
  );
}
