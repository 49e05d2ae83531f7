import { Button, Group, Progress, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type ClaimReason, FULFIL_MSG, type OrderItemView } from '@pressrun/domain';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '../../app/api';
import { isFinal } from '../../app/query';
import { useSession } from '../../app/session';
import { ErrorAlert } from '../../components/PageStates';
import { type ClaimedItem, type FiledClaim, useFileClaim } from './api';
import { PHOTO_MAX_BYTES, PHOTO_TYPES, REASON_OPTIONS } from './claimText';
import { ItemsPicker } from './ItemsPicker';
import { PhotoPicker } from './PhotoPicker';

const REMARKS_MAX = 2000;
const FIELDS = ['reason', 'items', 'remarks', 'email', 'photo'] as const;
type Field = (typeof FIELDS)[number];

/** Why chosen files cannot be the photos, before they are sent (the server checks their content too). */
function photoProblem(files: File[]): string | undefined {
  if (files.some((f) => !PHOTO_TYPES.includes(f.type))) return 'Every photo must be a JPG or PNG image.';
  if (files.some((f) => f.size > PHOTO_MAX_BYTES)) return 'A photo is too large: each may be at most 10 MB.';
  return undefined;
}

/**
 * What went wrong, as the customer is told it: the server's own words when it refused the claim on
 * purpose (the window closed, not shipped yet, a claim already open, a field), else the general text.
 */
function failureText(e: unknown) {
  return isFinal(e) && e instanceof ApiError && e.status !== 401 ? e.message : FULFIL_MSG.claimFailed;
}

/** A text field of the form: its value, the server's complaint, and whether it is locked while sending. */
interface FieldProps {
  value: string;
  onChange: (v: string) => void;
  error?: string;
  disabled: boolean;
}

/** What went wrong, in the customer's words, with a count of what they may still write. */
function RemarksField({ value, onChange, ...field }: FieldProps) {
  return (
    <Textarea
      label="Remarks"
      description={`What went wrong? ${value.length.toLocaleString('en-US')} / ${REMARKS_MAX.toLocaleString('en-US')} characters`}
      placeholder="Tell us what is wrong with the order"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      maxLength={REMARKS_MAX}
      autosize
      minRows={4}
      maxRows={12}
      withAsterisk
      {...field}
      data-testid="claim-remarks"
    />
  );
}

/** The email a representative answers the claim at. */
function EmailField({ value, onChange, ...field }: FieldProps) {
  return (
    <TextInput
      label="Email"
      description="Where a representative will contact you about the claim."
      type="email"
      autoComplete="email"
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      maxLength={256}
      withAsterisk
      {...field}
      data-testid="claim-email"
    />
  );
}

/** The upload's progress while it is sent, the failure when it was refused, and Submit. */
function SubmitArea({
  busy,
  progress,
  ready,
  error,
}: {
  busy: boolean;
  progress: number;
  ready: boolean;
  error: Error | null;
}) {
  return (
    <>
      {busy && (
        <Stack gap={4} role="status">
          <Text fz="sm">Submitting your claim…</Text>
          <Progress value={progress} animated aria-label="Upload progress" />
        </Stack>
      )}
      {error && (
        <ErrorAlert id="claim-error" data-testid="claim-error">
          {failureText(error)}
        </ErrorAlert>
      )}
      <Group justify="flex-end">
        <Button
          type="submit"
          color="press.5"
          disabled={!ready}
          loading={busy}
          leftSection={<IconSend size={18} aria-hidden />}
          data-testid="claim-submit"
        >
          Submit
        </Button>
      </Group>
    </>
  );
}

/**
 * The claim form: reason, the affected items and how many of each, remarks, the email to answer
 * to, and one to five photos. An order of one line starts with it chosen in full.
 */
export function ClaimForm({
  orderId,
  lines,
  onFiled,
}: {
  orderId: number;
  lines: OrderItemView[];
  onFiled: (filed: FiledClaim) => void;
}) {
  const { user } = useSession();
  const [reason, setReason] = useState<ClaimReason | null>(null);
  const [remarks, setRemarks] = useState('');
  const [email, setEmail] = useState('');
  const [emailTouched, setEmailTouched] = useState(false);
  const [photos, setPhotos] = useState<File[]>([]);
  const [items, setItems] = useState<ClaimedItem[]>(() =>
    lines.length === 1 ? [{ lineId: lines[0]!.id, quantity: lines[0]!.quantity }] : [],
  );
  const [progress, setProgress] = useState(0);
  const file = useFileClaim(setProgress);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});

  // The signed-in user's email, unless they already typed another.
  useEffect(() => {
    if (!emailTouched && user?.email) setEmail(user.email);
  }, [user?.email, emailTouched]);

  const localPhotoError = photoProblem(photos);
  const ready =
    reason !== null &&
    items.length > 0 &&
    remarks.trim() !== '' &&
    email.trim() !== '' &&
    photos.length > 0 &&
    !localPhotoError;
  const busy = file.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready || busy) return;
    setFieldErrors({});
    setProgress(0);
    file.mutate(
      { orderId, reason, items, remarks: remarks.trim(), email: email.trim(), photos },
      {
        onSuccess: onFiled,
        onError: (err) => {
          if (err instanceof ApiError && err.status === 400)
            setFieldErrors(
              Object.fromEntries(FIELDS.filter((f) => err.fields[f]).map((f) => [f, err.fields[f]])),
            );
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-describedby={file.isError ? 'claim-error' : undefined}>
      <Stack gap="md">
        <Select
          label="Reason"
          placeholder="Choose a reason"
          data={REASON_OPTIONS}
          value={reason}
          onChange={(v) => setReason(v as ClaimReason | null)}
          allowDeselect={false}
          withAsterisk
          error={fieldErrors.reason}
          disabled={busy}
          comboboxProps={{ withinPortal: true }}
          data-testid="claim-reason"
        />
        <ItemsPicker
          lines={lines}
          value={items}
          onChange={setItems}
          error={fieldErrors.items}
          disabled={busy}
        />
        <RemarksField value={remarks} onChange={setRemarks} error={fieldErrors.remarks} disabled={busy} />
        <EmailField
          value={email}
          onChange={(v) => {
            setEmailTouched(true);
            setEmail(v);
          }}
          error={fieldErrors.email}
          disabled={busy}
        />
        <PhotoPicker
          value={photos}
          onChange={setPhotos}
          error={localPhotoError ?? fieldErrors.photo}
          disabled={busy}
        />
        <SubmitArea busy={busy} progress={progress} ready={ready} error={file.isError ? file.error : null} />
      </Stack>
    </form>
  );
}
