import { Anchor, Loader, Table, Text } from '@mantine/core';
import { type BulkOrderView, useBulkOrderErrors } from './api';

/**
 * A processed file's bad rows: the row as the spreadsheet numbers it, the column to fix and what
 * is wrong, so the customer can fix the file without opening the results file.
 */
export function RowErrors({ b }: { b: BulkOrderView }) {
  const q = useBulkOrderErrors(b);
  if (q.isPending) return <Loader size="xs" aria-label="Loading the row errors" />;
  if (q.isError) return <Text fz="sm">{q.error.message}</Text>;
  const { errors, total } = q.data;
  return (
    <>
      {errors.length > 0 && (
        <Table.ScrollContainer minWidth={320} type="native">
          <Table
            fz="sm"
            verticalSpacing={6}
            horizontalSpacing="xs"
            aria-label={`Row errors of ${b.name}`}
            data-testid="bulk-row-errors"
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={56}>Row</Table.Th>
                <Table.Th w={130}>Column</Table.Th>
                <Table.Th>Error</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {errors.map((e) => (
                <Table.Tr key={`${e.row}:${e.column}:${e.message}`}>
                  <Table.Td>{e.row}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{e.column || 'Whole row'}</Table.Td>
                  <Table.Td>{e.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {total > errors.length && (
        <Text fz="sm">
          {errors.length ? `The first ${errors.length} of ${total.toLocaleString('en-US')} errors. ` : ''}
          {b.resultsUrl && (
            <Anchor href={b.resultsUrl} download fz="sm">
              Download the results file for every row
            </Anchor>
          )}
        </Text>
      )}
    </>
  );
}
