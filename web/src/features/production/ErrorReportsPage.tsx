import { Card, Center, Group, Loader, Stack, Table, Text } from '@mantine/core';
import dayjs from 'dayjs';
import { LoadMore } from '../../components/LoadMore';
import { LoadError } from '../../components/PageStates';
import { StaffFrame } from '../../components/StaffFrame';
import { type ErrorReport, useErrorReports } from './api';
import classes from './ErrorReportsPage.module.css';

/** A long message (a stack, say) shows its first line's start; the whole opens in place. */
const SHORT = 90;

function Message({ text }: { text: string }) {
  const first = text.split('\n', 1)[0]!.trimEnd();
  const short = first.length > SHORT ? `${first.slice(0, SHORT).trimEnd()}…` : first;
  if (short === text) return <span style={{ overflowWrap: 'anywhere' }}>{text}</span>;
  return (
    <details className={classes.message}>
      <summary>{short}</summary>
      <Text component="pre" fz="xs" mt={4} className={classes.full}>
        {text}
      </Text>
    </details>
  );
}

const none = (
  <Text span c="dimmed" fz="sm">
    —
  </Text>
);

function ReportsTable({ reports }: { reports: ErrorReport[] }) {
  // Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too.
  return (
    <Table.ScrollContainer minWidth={960} type="native" tabIndex={0} role="region" aria-label="Error reports">
      <Table striped verticalSpacing="sm" style={{ tableLayout: 'fixed' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w={150}>
              Time
            </Table.Th>
            <Table.Th scope="col">Message</Table.Th>
            <Table.Th scope="col" w={140}>
              Component
            </Table.Th>
            <Table.Th scope="col" w={200}>
              Page
            </Table.Th>
            <Table.Th scope="col" w={80} ta="right">
              User
            </Table.Th>
            <Table.Th scope="col" w={180}>
              Email
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reports.map((r) => (
            <Table.Tr key={r.id} style={{ verticalAlign: 'top' }}>
              <Table.Td fz="sm">
                <time dateTime={r.createdAt}>{dayjs(r.createdAt).format('MMM D, YYYY h:mm:ss A')}</time>
              </Table.Td>
              <Table.Td fz="sm">
                <Message text={r.message} />
              </Table.Td>
              <Table.Td fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {r.component || none}
              </Table.Td>
              <Table.Td fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {r.url || none}
              </Table.Td>
              <Table.Td fz="sm" ta="right">
                {r.userId ?? none}
              </Table.Td>
              <Table.Td fz="sm" style={{ overflowWrap: 'anywhere' }}>
                {r.email || none}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** /admin/error-reports: what went wrong in customers' browsers, newest first. */
export default function ErrorReportsPage() {
  const reports = useErrorReports();
  const all = reports.data?.pages.flatMap((p) => p.reports) ?? [];

  return (
    <StaffFrame title="Client error reports">
      <Card withBorder radius="lg" padding="sm" component="section" aria-label="Reports, newest first">
        {reports.isPending ? (
          <Center py="xl">
            <Loader color="navy" aria-label="Loading error reports" />
          </Center>
        ) : reports.isError ? (
          <LoadError
            title="The reports could not be loaded"
            icon={null}
            message={reports.error.message}
            onRetry={() => void reports.refetch()}
          />
        ) : all.length === 0 ? (
          <Text c="dimmed" fz="sm" ta="center" py="xl">
            No error reports. Nothing has gone wrong in a customer's browser lately.
          </Text>
        ) : (
          <Stack gap="sm">
            <ReportsTable reports={all} />
            <Group justify="space-between" gap="sm" wrap="wrap">
              <Text fz="sm" c="dimmed">
                Showing {all.length} {all.length === 1 ? 'report' : 'reports'}, newest first
              </Text>
              <LoadMore pages={reports} />
            </Group>
          </Stack>
        )}
      </Card>
    </StaffFrame>
  );
}
