import { Anchor, Box, Loader, Stack, Table, Text } from '@mantine/core';
import { type BulkOrderView, useBulkOrderErrors } from './api';

const WHOLE_ROW = 'Whole row';

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
        <Box visibleFrom="sm">
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
                <Table.Th w={150}>Column</Table.Th>
                <Table.Th>Error</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {errors.map((e) => (
                <Table.Tr key={`${e.row}:${e.column}:${e.message}`}>
                  <Table.Td>{e.row}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{e.column || WHOLE_ROW}</Table.Td>
                  <Table.Td>{e.message}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
      {/* Phones: one line per error, as a three-column table would not fit. */}
      {errors.length > 0 && (
        <Stack gap={6} component="ul" p={0} m={0} hiddenFrom="sm" style={{ listStyle: 'none' }}>
          {errors.map((e) => (
            <Text component="li" fz="sm" key={`${e.row}:${e.column}:${e.message}`}>
              <Text span fw={600} fz="sm">
                Row {e.row} · {e.column || WHOLE_ROW}:
              </Text>{' '}
              {e.message}
            </Text>
          ))}
        </Stack>
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
