import { Button, Group, Progress, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type ClaimReason, FULFIL_MSG } from '@pressrun/domain';
import { IconSend } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '../../app/api';
import { useSession } from '../../app/session';
import { ErrorAlert } from '../../components/PageStates';
import { type FiledClaim, isFinal, useFileClaim } from './api';
import { PHOTO_MAX_BYTES, PHOTO_TYPES, REASON_OPTIONS } from './claimText';
import { PhotoPicker } from './PhotoPicker';

const REMARKS_MAX = 2000;
const FIELDS = ['reason', 'remarks', 'email', 'photo'] as const;
type Field = (typeof FIELDS)[number];

/** Why a chosen file cannot be the photo, before it is sent (the server checks its content too). */
function photoProblem(file: File | null): string | undefined {
  if (!file) return undefined;
  if (!PHOTO_TYPES.includes(file.type)) return 'The photo must be a JPG or PNG image.';
  if (file.size > PHOTO_MAX_BYTES) return 'The photo is too large: it may be at most 10 MB.';
  return undefined;
}

/**
 * What went wrong, as the customer is told it: the server's own words when it refused the claim on
 * purpose (the window closed, not shipped yet, a claim already open, a field), else the general text.
 */
function failureText(e: unknown) {
  return isFinal(e) && e instanceof ApiError && e.status !== 401 ? e.message : FULFIL_MSG.claimFailed;
}

/** The claim form: reason, remarks, the email to answer to, and one photo. */
export function ClaimForm({ orderId, onFiled }: { orderId: number; onFiled: (filed: FiledClaim) => void }) {
  const { user } = useSession();
  const [reason, setReason] = useState<ClaimReason | null>(null);
  const [remarks, setRemarks] = useState('');
  const [email, setEmail] = useState('');
  const [emailTouched, setEmailTouched] = useState(false);
  const [photo, setPhoto] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const file = useFileClaim(setProgress);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});

  // The signed-in user's email, unless they already typed another.
  useEffect(() => {
    if (!emailTouched && user?.email) setEmail(user.email);
  }, [user?.email, emailTouched]);

  const localPhotoError = photoProblem(photo);
  const ready =
    reason !== null && remarks.trim() !== '' && email.trim() !== '' && photo !== null && !localPhotoError;
  const busy = file.isPending;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!ready || busy) return;
    setFieldErrors({});
    setProgress(0);
    file.mutate(
      { orderId, reason, remarks: remarks.trim(), email: email.trim(), photo },
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
        <Textarea
          label="Remarks"
          description={`What went wrong? ${remarks.length.toLocaleString('en-US')} / ${REMARKS_MAX.toLocaleString('en-US')} characters`}
          placeholder="Tell us what is wrong with the order"
          value={remarks}
          onChange={(e) => setRemarks(e.currentTarget.value)}
          maxLength={REMARKS_MAX}
          autosize
          minRows={4}
          maxRows={12}
          withAsterisk
          error={fieldErrors.remarks}
          disabled={busy}
          data-testid="claim-remarks"
        />
        <TextInput
          label="Email"
          description="Where a representative will contact you about the claim."
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => {
            setEmailTouched(true);
            setEmail(e.currentTarget.value);
          }}
          maxLength={256}
          withAsterisk
          error={fieldErrors.email}
          disabled={busy}
          data-testid="claim-email"
        />
        <PhotoPicker
          value={photo}
          onChange={setPhoto}
          error={localPhotoError ?? fieldErrors.photo}
          disabled={busy}
        />
        {busy && (
          <Stack gap={4} role="status">
            <Text fz="sm">Submitting your claim…</Text>
            <Progress value={progress} animated aria-label="Upload progress" />
          </Stack>
        )}
        {file.isError && (
          <ErrorAlert id="claim-error" data-testid="claim-error">
            {failureText(file.error)}
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
      </Stack>
    </form>
  );
}
