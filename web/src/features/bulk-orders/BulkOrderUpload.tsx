import { Group, Progress, Radio, Stack } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { DropzoneFace } from '../../components/DropzoneFace';
import { DismissibleError } from '../../components/PageStates';
import { BULK_ACCEPT, BULK_MAX_BYTES, type BulkOrderView, type BulkPayment, useUploadBulkOrder } from './api';
import { UploadOutcome } from './UploadOutcome';

/** The server's words for the same refusals, so the picker and the upload say one thing. */
const WRONG_TYPE = "You can't upload files of this type. Please upload .csv or .xlsx.";
const TOO_LARGE = 'This file is larger than 10 MB. Please split it into smaller files.';
const ONE_FILE = 'Please upload one file at a time.';

function rejectionMessage(r: FileRejection[]) {
  const code = r[0]?.errors[0]?.code;
  if (r.length > 1 || code === 'too-many-files') return ONE_FILE;
  return code === 'file-too-large' ? TOO_LARGE : WRONG_TYPE;
}

/**
 * How the orders are paid (the default card, or credit terms when the company has them), then
 * the drop zone: a file dropped is sent at once; the success text, followed by what became
 * of the file (its orders, or its rows' errors), or a closable error.
 */
export function BulkOrderUpload({ termsOffered }: { termsOffered: boolean }) {
  const [payment, setPayment] = useState<BulkPayment>('default_card');
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<{ bulkOrder: BulkOrderView; message: string } | null>(null);
  const send = useUploadBulkOrder(setProgress);

  const start = (files: File[]) => {
    const [file] = files;
    if (!file) return;
    setError(null);
    setSuccess(null);
    setProgress(0);
    send.mutate({ file, payment }, { onSuccess: setSuccess, onError: (e) => setError(e.message) });
  };

  return (
    <Stack gap="sm">
      <Radio.Group
        label="Pay for these orders with"
        value={payment}
        onChange={(v) => setPayment(v as BulkPayment)}
      >
        <Group gap="lg" mt={6}>
          <Radio value="default_card" label="Default card" />
          {termsOffered && <Radio value="term" label="Credit terms" />}
        </Group>
      </Radio.Group>
      <Dropzone
        onDrop={start}
        onReject={(r) => {
          setSuccess(null);
          setError(rejectionMessage(r));
        }}
        accept={BULK_ACCEPT}
        maxSize={BULK_MAX_BYTES}
        maxFiles={1}
        multiple={false}
        loading={send.isPending}
        // The plain file input works in every browser (the File System Access picker does not).
        useFsAccessApi={false}
        radius="lg"
        p="lg"
        inputProps={{ 'aria-label': 'Upload a CSV or Excel order file' }}
        styles={{ root: { borderWidth: 2, background: 'var(--mantine-color-gray-0)' } }}
        data-testid="upload-bulk-orders"
      >
        <DropzoneFace
          idleIcon={<IconFileSpreadsheet size={26} />}
          title="Drop your file here or click to upload"
          hint=".csv or .xlsx · up to 10 MB and 10,000 rows · one row per product, rows with the same PO are one order"
        />
      </Dropzone>
      {send.isPending && (
        <Progress value={progress} color="steel" aria-label="Upload progress" animated striped />
      )}
      {success && (
        <UploadOutcome
          uploaded={success.bulkOrder}
          message={success.message}
          onClose={() => setSuccess(null)}
        />
      )}
      {error && <DismissibleError message={error} onClose={() => setError(null)} />}
    </Stack>
  );
}
