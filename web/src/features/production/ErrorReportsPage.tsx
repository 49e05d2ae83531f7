import { Text } from '@mantine/core';
import dayjs from 'dayjs';
import { type QueueColumn, ReviewQueueList } from '../../components/review-queue';
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

const wrap = { fz: 'sm', style: { overflowWrap: 'anywhere' } } as const;

const COLUMNS: Array<QueueColumn<ErrorReport>> = [
  {
    header: 'Time',
    headerProps: { w: 150 },
    cellProps: { fz: 'sm' },
    cell: (r) => <time dateTime={r.createdAt}>{dayjs(r.createdAt).format('MMM D, YYYY h:mm:ss A')}</time>,
  },
  { header: 'Message', cellProps: { fz: 'sm' }, cell: (r) => <Message text={r.message} /> },
  { header: 'Component', headerProps: { w: 140 }, cellProps: wrap, cell: (r) => r.component || none },
  { header: 'Page', headerProps: { w: 200 }, cellProps: wrap, cell: (r) => r.url || none },
  {
    header: 'User',
    headerProps: { w: 80, ta: 'right' },
    cellProps: { fz: 'sm', ta: 'right' },
    cell: (r) => r.userId ?? none,
  },
  { header: 'Email', headerProps: { w: 180 }, cellProps: wrap, cell: (r) => r.email || none },
];

/** /admin/error-reports: what went wrong in customers' browsers, newest first. */
export default function ErrorReportsPage() {
  const reports = useErrorReports();

  return (
    <StaffFrame title="Client error reports">
      <ReviewQueueList
        items="error reports"
        pages={reports}
        rowsOf={(p) => p.reports}
        table={{
          minWidth: 960,
          columns: COLUMNS,
          rowProps: { style: { verticalAlign: 'top' } },
          tableProps: { style: { tableLayout: 'fixed' } },
        }}
        alone={
          <Text c="dimmed" fz="sm" ta="center" py="xl">
            No error reports. Nothing has gone wrong in a customer's browser lately.
          </Text>
        }
        count={(n) => `Showing ${n} ${n === 1 ? 'report' : 'reports'}, newest first`}
      />
    </StaffFrame>
  );
}
