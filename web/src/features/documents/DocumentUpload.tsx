import { Alert, Progress, Stack } from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconCircleCheck, IconFileText } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DropzoneFace } from '../../components/DropzoneFace';
import { DismissibleError } from '../../components/PageStates';
import { DOCUMENT_ACCEPT, DOCUMENT_MAX_BYTES, type DocumentKind, useUploadDocument } from './api';

/** The server's words for the same refusals, so the picker and the upload say one thing. */
const WRONG_TYPE = "You can't upload files of this type. Please upload a PDF, PNG or JPG.";
const TOO_LARGE = 'The file is too large: it may be at most 10 MB.';
const ONE_FILE = 'Please upload one file at a time.';
/** The success message goes after 3 seconds; the status beside it stays. */
const SUCCESS_MS = 3000;

function rejectionMessage(r: FileRejection[]) {
  const code = r[0]?.errors[0]?.code;
  if (r.length > 1 || code === 'too-many-files') return ONE_FILE;
  return code === 'file-too-large' ? TOO_LARGE : WRONG_TYPE;
}

/**
 * Drop one document here or click to choose it (PDF, PNG or JPG, up to 10 MB): it is sent at once,
 * with its progress, then 'Success!'. The picker's checks are a first filter; the server reads the
 * content and its refusal is shown as it says it.
 */
export function DocumentUpload({
  kind,
  label,
  onUploaded,
}: {
  kind: DocumentKind;
  /** What the drop area reads (and its file input is named). */
  label: string;
  onUploaded?: () => void;
}) {
  const [progress, setProgress] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const send = useUploadDocument(kind, setProgress);

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(null), SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [success]);

  const start = (files: File[]) => {
    const [file] = files;
    if (!file) return;
    setError(null);
    setSuccess(null);
    setProgress(0);
    send.mutate(file, {
      onSuccess: (r) => {
        setSuccess(r.message);
        onUploaded?.();
      },
      onError: (e) => setError(e.message),
    });
  };

  return (
    <Stack gap="sm">
      <Dropzone
        onDrop={start}
        onReject={(r) => {
          setSuccess(null);
          setError(rejectionMessage(r));
        }}
        accept={DOCUMENT_ACCEPT}
        maxSize={DOCUMENT_MAX_BYTES}
        maxFiles={1}
        multiple={false}
        loading={send.isPending}
        // The plain file input works in every browser (the File System Access picker does not).
        useFsAccessApi={false}
        radius="lg"
        p="lg"
        inputProps={{ 'aria-label': label }}
        styles={{ root: { borderWidth: 2, background: 'var(--mantine-color-gray-0)' } }}
        data-testid={`upload-${kind}`}
      >
        <DropzoneFace
          idleIcon={<IconFileText size={26} />}
          title={label}
          hint="Drop your file here or click to upload · PDF, PNG or JPG · up to 10 MB"
        />
      </Dropzone>
      {send.isPending && (
        <Progress value={progress} color="steel" aria-label="Upload progress" animated striped />
      )}
      {success && (
        <Alert
          role="status"
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={18} aria-hidden />}
          data-testid={`uploaded-${kind}`}
        >
          {success}
        </Alert>
      )}
      {error && <DismissibleError message={error} onClose={() => setError(null)} />}
    </Stack>
  );
}
