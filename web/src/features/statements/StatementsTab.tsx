import { Card, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { ErrorAlert, LoadError } from '../../components/PageStates';
import { useStatements } from './api';
import { PdfLink } from './PdfLink';

/**
 * Billing's Statements tab: the last 12 months, this month first, each opening its statement PDF
 * in a new tab. A statement that cannot be had shows an 'Error' alert with the reasons.
 */
export function StatementsTab() {
  const statements = useStatements();
  const [error, setError] = useState<{ label: string; message: string } | null>(null);

  if (statements.isPending)
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading statements">
        <Skeleton h={56} radius="lg" />
        <Skeleton h={56} radius="lg" />
        <Skeleton h={56} radius="lg" />
      </Stack>
    );
  if (statements.isError)
    return (
      <LoadError
        title="Statements"
        message={statements.error.message}
        onRetry={() => void statements.refetch()}
      />
    );

  return (
    <Stack gap="md">
      <Text c="dimmed" maw={720}>
        A statement for each month since your account was opened, up to the last 12 (UTC): every order,
        payment, refund and credit of the month, with the opening and closing balance. Each order&rsquo;s
        invoice is on its order page.
      </Text>
      {error && (
        <ErrorAlert withCloseButton closeButtonLabel="Dismiss" onClose={() => setError(null)}>
          <Text fz="sm">
            The statement for {error.label} could not be opened: {error.message}
          </Text>
        </ErrorAlert>
      )}
      <Card withBorder radius="lg" padding={0}>
        <Stack
          component="ul"
          gap={0}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Statements, newest first"
        >
          {statements.data.map((s, i) => (
            <Group
              component="li"
              key={s.timeRange}
              justify="space-between"
              gap="sm"
              px="md"
              py="sm"
              style={i > 0 ? { borderTop: '1px solid var(--mantine-color-gray-3)' } : undefined}
              data-testid="statement-row"
            >
              <Group gap="sm" wrap="nowrap" miw={0}>
                <ThemeIcon size={36} radius="md" variant="light" color="navy" aria-hidden>
                  <IconFileText size={20} />
                </ThemeIcon>
                <Stack gap={0} miw={0}>
                  <Text fw={600}>{s.label}</Text>
                  {s.timeRange === 0 && (
                    <Text fz="xs" c="dimmed">
                      So far this month
                    </Text>
                  )}
                </Stack>
              </Group>
              <PdfLink
                url={s.url}
                hidden={`for ${s.label}`}
                onOpen={() => setError(null)}
                onError={(message) => setError({ label: s.label, message })}
                buttonProps={{ size: 'sm' }}
              >
                Open statement
              </PdfLink>
            </Group>
          ))}
        </Stack>
      </Card>
    </Stack>
  );
}
