import {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Loader,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { MOCKUP_ANGLES, MOCKUP_MSG } from '@pressrun/domain';
import { IconAlertTriangle, IconInfoCircle, IconPhoto } from '@tabler/icons-react';
import type { MockupRender } from './api';

interface Props {
  available: boolean;
  hasLayers: boolean;
  job: MockupRender | null;
  error: string | null;
  requested: boolean;
  onRetry: () => void;
  productName: string;
}

/** The Mockup view: the design rendered on the product at 0°, 90° and 270°, as each arrives. */
export function MockupView({ available, hasLayers, job, error, requested, onRetry, productName }: Props) {
  if (!available)
    return (
      <Alert color="steel" icon={<IconInfoCircle />} title="No mockup for this product" maw={640} mx="auto">
        {MOCKUP_MSG.noMockup}
      </Alert>
    );
  if (!hasLayers)
    return (
      <Center mih={320}>
        <Stack align="center" gap={6}>
          <IconPhoto size={40} color="var(--mantine-color-gray-5)" />
          <Text c="dimmed">Add an image in the Artwork view to see your mockups.</Text>
        </Stack>
      </Center>
    );
  const failed = Boolean(error) || job?.status === 'failed';
  const running = requested && !failed && job?.status !== 'done';
  const progress = job?.status === 'done' ? 100 : (job?.progress ?? (job ? 10 : 3));
  return (
    <Stack gap="md">
      {failed && (
        <Alert
          color="press"
          icon={<IconAlertTriangle />}
          title="The mockups could not be made"
          data-testid="mockup-error"
        >
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">{job?.error || error || MOCKUP_MSG.failed}</Text>
            <Button size="xs" variant="light" color="press" onClick={onRetry}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      {running && (
        <Box>
          <Text fz="sm" c="dimmed" mb={4}>
            Rendering your mockups… {Math.round(progress)}%
          </Text>
          <Progress value={progress} animated size="sm" aria-label="Mockup progress" />
        </Box>
      )}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" maw={{ base: 340, xs: 'none' }} mx="auto" w="100%">
        {MOCKUP_ANGLES.map((angle) => {
          const preview = job?.previews.find((p) => p.angle === angle);
          return (
            <Card key={angle} withBorder radius="md" padding="sm" data-testid={`mockup-${angle}`}>
              <Card.Section>
                <Center bg="gray.0" style={{ aspectRatio: '1 / 1' }}>
                  {preview ? (
                    <img
                      src={preview.url}
                      alt={`${productName} mockup at ${angle}°`}
                      style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
                    />
                  ) : failed ? (
                    <IconAlertTriangle color="var(--mantine-color-press-5)" />
                  ) : (
                    <Loader size="sm" color="steel" />
                  )}
                </Center>
              </Card.Section>
              <Badge mt="sm" variant="light" color={preview ? 'green' : 'gray'}>
                {angle}°
              </Badge>
            </Card>
          );
        })}
      </SimpleGrid>
    </Stack>
  );
}
