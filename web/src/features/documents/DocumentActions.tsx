import { Button, Group, NumberInput, Text, Textarea } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useSession } from '../../app/session';
import { DecideModal, RejectButton } from '../../components/review-queue';
import { type StaffDocument, useDecideDocument } from './api';

const REASON_MAX = 2000;
const LIMIT_MAX = 1_000_000;
const LIMIT_MSG = 'Enter a limit from $0.01 to $1,000,000 with at most 2 decimals.';
/** What the server takes: dollars, more than 0, at most a million, whole cents. */
const validLimit = (v: number | string): v is number =>
  typeof v === 'number' && v > 0 && v <= LIMIT_MAX && Number(v.toFixed(2)) === v;

type Mode = 'approve' | 'reject';

/** The credit limit granted with a terms application, in dollars. */
function LimitInput({
  value,
  error,
  onChange,
}: {
  value: number | string;
  error: string | null;
  onChange: (v: number | string) => void;
}) {
  return (
    <NumberInput
      label="Credit limit (USD)"
      withAsterisk
      prefix="$"
      thousandSeparator=","
      decimalScale={2}
      allowNegative={false}
      max={LIMIT_MAX}
      clampBehavior="none"
      inputMode="decimal"
      value={value}
      onChange={onChange}
      error={error}
      data-autofocus
    />
  );
}

/** A decision on the document: which one, its reason or limit, and sending it once confirmed. */
function useDeciding(doc: StaffDocument['document'], onDone: (message: string) => void) {
  const terms = doc.kind === 'terms_application';
  const decide = useDecideDocument(doc.id);
  const [mode, setMode] = useState<Mode | null>(null);
  const [reason, setReason] = useState('');
  const [limit, setLimit] = useState<number | string>('');
  const [limitError, setLimitError] = useState<string | null>(null);

  const open = (m: Mode) => {
    decide.reset();
    setReason('');
    setLimit('');
    setLimitError(null);
    setMode(m);
  };
  const close = () => setMode(null);
  const done = (r: { message: string }) => {
    close();
    onDone(r.message);
  };
  const rejecting = mode === 'reject';

  const confirm = () => {
    if (rejecting) {
      if (!reason.trim()) return;
      decide.mutate({ approve: false, reason: reason.trim() }, { onSuccess: done });
      return;
    }
    if (terms && !validLimit(limit)) {
      setLimitError(LIMIT_MSG);
      return;
    }
    decide.mutate(terms ? { approve: true, limit: limit as number } : { approve: true }, {
      onSuccess: done,
    });
  };
  // A new limit clears the complaint about the last one.
  const changeLimit = (v: number | string) => {
    setLimit(v);
    setLimitError(null);
  };
  return { decide, mode, open, close, rejecting, reason, setReason, limit, changeLimit, limitError, confirm };
}

/**
 * Deciding a waiting document: approve (a terms application with the credit limit granted) or
 * reject with the reason the customer reads. Terms are credit, so only admins decide them.
 * `onDone` gets the server's confirmation.
 */
export function DocumentActions({
  detail,
  onDone,
}: {
  detail: StaffDocument;
  onDone: (message: string) => void;
}) {
  const { document: doc } = detail;
  const terms = doc.kind === 'terms_application';
  const admin = useSession().user?.staff_role === 'admin';
  const { decide, mode, open, close, rejecting, reason, setReason, limit, changeLimit, limitError, confirm } =
    useDeciding(doc, onDone);

  if (terms && !admin)
    return (
      <Text fz="sm" c="dimmed" data-testid="document-admin-only">
        Only a PressRun admin can decide a terms application.
      </Text>
    );

  return (
    <>
      <Group gap="sm" wrap="wrap">
        <Button leftSection={<IconCheck size={18} aria-hidden />} onClick={() => open('approve')}>
          Approve
        </Button>
        <RejectButton onClick={() => open('reject')} />
      </Group>
      <DecideModal
        opened={mode !== null}
        title={rejecting ? 'Reject the document' : terms ? 'Approve credit terms' : 'Approve the certificate'}
        onClose={close}
        onConfirm={confirm}
        error={decide.error}
        pending={decide.isPending}
        confirm={rejecting ? 'Reject' : 'Approve'}
        rejecting={rejecting}
        disabled={rejecting && !reason.trim()}
      >
        <Text fz="sm">
          {rejecting
            ? `${detail.company.name} is mailed that the document was not approved, with your reason.`
            : terms
              ? `${detail.company.name} may order on terms up to this limit, less what its unpaid term orders already use.`
              : `${detail.company.name} pays no California sales tax from now on.`}
        </Text>
        {rejecting ? (
          <Textarea
            label="Reason"
            description="The customer reads this in the mail and on their page."
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            maxLength={REASON_MAX}
            autosize
            minRows={3}
            maxRows={8}
            withAsterisk
            data-autofocus
          />
        ) : (
          terms && <LimitInput value={limit} error={limitError} onChange={changeLimit} />
        )}
      </DecideModal>
    </>
  );
}
