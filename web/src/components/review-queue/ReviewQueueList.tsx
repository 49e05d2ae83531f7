import {
  Card,
  Center,
  Group,
  Loader,
  Stack,
  Table,
  type TableProps,
  type TableTdProps,
  type TableThProps,
  Text,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadMore } from '../LoadMore';
import { LoadError } from '../PageStates';

/** One column of a queue's table: its header, and what a row shows in it. */
export interface QueueColumn<T> {
  header: ReactNode;
  headerProps?: TableThProps;
  cell: (row: T) => ReactNode;
  /** The row's name (the claim, the document): a row header, so a screen reader says it with each cell. */
  rowHeader?: boolean;
  cellProps?: CellProps;
}

/** What a column may set on its cells, header cells of the row included. */
type CellProps = Pick<TableTdProps, 'style' | 'fw' | 'fz' | 'ta'>;

/** What the list reads: a paged query (React Query's infinite query fits). */
export interface QueuePages<P> {
  data?: { pages: P[] };
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

interface TableSetup<T> {
  minWidth: number;
  columns: Array<QueueColumn<T>>;
  rowProps?: Record<string, unknown>;
  tableProps?: TableProps;
  /** The table's one row when the list is empty. */
  empty?: ReactNode;
}

/** The table is named by what it lists: it scrolls sideways on a phone, as a focusable region a keyboard can scroll too. */
function QueueTable<T extends { id: number }>({
  rows,
  table,
  label,
}: {
  rows: T[];
  table: TableSetup<T>;
  label: string;
}) {
  const { columns } = table;
  return (
    <Table.ScrollContainer
      minWidth={table.minWidth}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <Table striped verticalSpacing="sm" {...table.tableProps}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c, n) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed; a header may be no string.
              <Table.Th key={n} scope="col" {...c.headerProps}>
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && table.empty && (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text c="dimmed" fz="sm">
                  {table.empty}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((row) => (
            <Table.Tr key={row.id} {...table.rowProps}>
              {columns.map((c, n) =>
                c.rowHeader ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed.
                  <Table.Th key={n} scope="row" {...c.cellProps}>
                    {c.cell(row)}
                  </Table.Th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed.
                  <Table.Td key={n} {...c.cellProps}>
                    {c.cell(row)}
                  </Table.Td>
                ),
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * A staff review queue's list: the filter card (when it has filters), then the list card — loading,
 * the failure with a retry, or the table and Load more. `count` puts a line counting the rows
 * beside Load more; `alone` stands instead of an empty table.
 */
export function ReviewQueueList<P, T extends { id: number }>({
  filters,
  items,
  pages,
  rowsOf,
  table,
  alone,
  count,
}: {
  filters?: ReactNode;
  /** What the queue lists ('claims', 'error reports'): it names the list, its table, its loader and its failure. */
  items: string;
  pages: QueuePages<P>;
  /** The rows of one page. */
  rowsOf: (page: P) => T[];
  table: TableSetup<T>;
  alone?: ReactNode;
  count?: (n: number) => ReactNode;
}) {
  const rows = pages.data?.pages.flatMap(rowsOf) ?? [];
  const name = items.charAt(0).toUpperCase() + items.slice(1);
  return (
    <>
      {filters && (
        <Card withBorder radius="lg" padding="md" component="section" aria-label="Filters">
          {filters}
        </Card>
      )}
      <Card withBorder radius="lg" padding="sm" component="section" aria-label={`${name} list`}>
        {pages.isPending ? (
          <Center py="xl">
            <Loader color="navy" aria-label={`Loading ${items}`} />
          </Center>
        ) : pages.isError ? (
          <LoadError
            title={`The ${items} could not be loaded`}
            icon={null}
            message={pages.error?.message ?? ''}
            onRetry={() => void pages.refetch()}
          />
        ) : rows.length === 0 && alone ? (
          alone
        ) : (
          <Stack gap="sm">
            <QueueTable rows={rows} table={table} label={name} />
            {count ? (
              <Group justify="space-between" gap="sm" wrap="wrap">
                <Text fz="sm" c="dimmed">
                  {count(rows.length)}
                </Text>
                <LoadMore pages={pages} />
              </Group>
            ) : (
              pages.hasNextPage && (
                <Group justify="center">
                  <LoadMore pages={pages} />
                </Group>
              )
            )}
          </Stack>
        )}
      </Card>
    </>
  );
}
