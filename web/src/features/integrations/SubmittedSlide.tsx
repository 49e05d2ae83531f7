import { Alert, Button, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCircleCheck } from '@tabler/icons-react';
import type { Ref } from 'react';
import { Link } from 'react-router';

export const SUBMITTED =
  'Thanks! Your request has been submitted. Please allow us 24 hours to send your API Keys';

/**
 * Slide 5. The wizard comes here the moment 'Request Keys' is pressed, while the
 * request is still on its way; should the server refuse it, this says so instead, with a way back.
 */
export function SubmittedSlide({
  headingRef,
  pending,
  error,
  onRetry,
  onBack,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  pending: boolean;
  error: string | null;
  onRetry: () => void;
  onBack: () => void;
}) {
  if (error)
    return (
      <Stack gap="lg">
        <Title
          order={2}
          fz={{ base: 20, sm: 24 }}
          ref={headingRef}
          tabIndex={-1}
          style={{ outlineOffset: 4 }}
        >
          Your request could not be sent
        </Title>
        <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {error}
        </Alert>
        <Group justify="space-between" gap="sm">
          <Button variant="default" onClick={onBack} leftSection={<IconArrowLeft size={16} aria-hidden />}>
            Back
          </Button>
          <Button color="press.5" onClick={onRetry}>
            Try again
          </Button>
        </Group>
      </Stack>
    );
  return (
    <Stack gap="lg" align="flex-start" data-testid="integration-request-submitted">
      <ThemeIcon size={52} radius="xl" color="teal" variant="light" aria-hidden>
        <IconCircleCheck size={30} />
      </ThemeIcon>
      <Title order={2} fz={{ base: 20, sm: 24 }} ref={headingRef} tabIndex={-1} style={{ outlineOffset: 4 }}>
        {SUBMITTED}
      </Title>
      <Text fz="sm" c="dimmed" role="status">
        {pending ? (
          <Group component="span" gap={6}>
            <Loader size={14} color="navy" aria-hidden /> Sending your request…
          </Group>
        ) : (
          'You can follow your request on the Stores page.'
        )}
      </Text>
      <Button component={Link} to="/dashboard/stores" variant="default">
        Back to Stores
      </Button>
    </Stack>
  );
}
