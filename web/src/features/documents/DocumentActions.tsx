import { Alert, Button, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useSession } from '../../app/session';
import { type StaffDocument, useDecideDocument } from './api';

const REASON_MAX = 2000;
const LIMIT_MAX = 1_000_000;
const LIMIT_MSG = 'Enter a limit from $0.01 to $1,000,000 with at most 2 decimals.';
/** What the server takes: dollars, more than 0, at most a million, whole cents. */
const validLimit = (v: number | string): v is number =>
  typeof v === 'number' && v > 0 && v <= LIMIT_MAX && Number(v.toFixed(2)) === v;

type Mode = 'approve' | 'reject';

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
  const decide = useDecideDocument(doc.id);
  const [mode, setMode] = useState<Mode | null>(null);
  const [reason, setReason] = useState('');
  const [limit, setLimit] = useState<number | string>('');
  const [limitError, setLimitError] = useState<string | null>(null);

  if (terms && !admin)
    return (
      <Text fz="sm" c="dimmed" data-testid="document-admin-only">
        Only a PressRun admin can decide a terms application.
      </Text>
    );

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

  return (
    <>
      <Group gap="sm" wrap="wrap">
        <Button leftSection={<IconCheck size={18} aria-hidden />} onClick={() => open('approve')}>
          Approve
        </Button>
        <Button
          variant="outline"
          color="press"
          leftSection={<IconX size={18} aria-hidden />}
          onClick={() => open('reject')}
        >
          Reject
        </Button>
      </Group>
      <Modal
        opened={mode !== null}
        onClose={close}
        title={rejecting ? 'Reject the document' : terms ? 'Approve credit terms' : 'Approve the certificate'}
        centered
      >
        {mode && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              confirm();
            }}
            noValidate
          >
            <Stack gap="sm">
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
                terms && (
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
                    value={limit}
                    onChange={(v) => {
                      setLimit(v);
                      setLimitError(null);
                    }}
                    error={limitError}
                    data-autofocus
                  />
                )
              )}
              {decide.isError && (
                <Alert color="press" role="alert" title="Error">
                  {decide.error.message}
                </Alert>
              )}
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={close}>
                  Cancel
                </Button>
                <Button
                  type="submit"
                  color={rejecting ? 'press' : undefined}
                  loading={decide.isPending}
                  disabled={rejecting && !reason.trim()}
                >
                  {rejecting ? 'Reject' : 'Approve'}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Modal>
    </>
  );
}
