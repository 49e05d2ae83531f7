import { Progress, Stack, Text } from '@mantine/core';
import type { BulkOrderView } from './api';

/** While a file is processed: the upload's success text and how many of its rows are done. */
export function UploadProgress({ b, message }: { b: BulkOrderView; message: string }) {
  return (
    <Stack gap={6}>
      <Text fz="sm">{message}</Text>
      {b.rowsTotal > 0 && (
        <>
          <Progress value={b.progress} size="sm" color="steel" aria-label={`${b.name} progress`} />
          <Text fz="xs" c="dimmed">
            {`${b.rowsDone.toLocaleString('en-US')} of ${b.rowsTotal.toLocaleString('en-US')} rows`}
          </Text>
        </>
      )}
    </Stack>
  );
}
