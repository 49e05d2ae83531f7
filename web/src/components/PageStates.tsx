import { Alert, type AlertProps, Anchor, Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';

/** What went wrong, titled 'Error' unless told otherwise, in the brand's readable red. */
export function ErrorAlert(props: Omit<AlertProps, 'color'>) {
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

/** A page's data could not be read: the server's words and a way to ask again. */
export function LoadError({
  message,
  onRetry,
  ...alert
}: Omit<AlertProps, 'color' | 'children'> & { message: string; onRetry: () => void }) {
  return (
    <ErrorAlert {...alert}>
      <Text fz="sm">{message}</Text>
      <Button mt="sm" size="xs" variant="default" onClick={onRetry}>
        Try again
      </Button>
    </ErrorAlert>
  );
}

/**
 * The page's subject does not exist (or is another company's): a card saying so and the way back.
 * With a heading it is the page's h1; without, the staff frame's title is, and the card explains.
 */
export function NotFoundCard({
  heading,
  message,
  back,
  maw = 680,
  testId,
}: {
  heading?: string;
  message?: string;
  back: { to: string; label: string };
  maw?: number | 'none';
  testId?: string;
}) {
  return (
    <Card withBorder radius="lg" padding={heading ? 'xl' : 'lg'} maw={maw} data-testid={testId}>
      <Stack gap="sm" align="flex-start">
        {heading && (
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {heading}
          </Title>
        )}
        {message && <Text>{message}</Text>}
        <Anchor component={Link} to={back.to}>
          {back.label}
        </Anchor>
      </Stack>
    </Card>
  );
}

/** An action's refusal or failure, until the person dismisses it. */
export function DismissibleError({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <Alert color="press" role="alert" withCloseButton closeButtonLabel="Dismiss" onClose={onClose}>
      {message}
    </Alert>
  );
}
