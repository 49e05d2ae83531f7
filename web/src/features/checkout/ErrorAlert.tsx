import { Alert, type AlertProps } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** What went wrong in the payment step or the confirmation, titled 'Error', in the brand's readable red. */
export function ErrorAlert(props: Omit<AlertProps, 'title' | 'color'>) {
  return (
    <Alert
      role="alert"
      color="press"
      variant="light"
      radius="md"
      icon={<IconAlertCircle size={18} />}
      title="Error"
      {...props}
    />
  );
}
