import { Box, Button, Group, Image, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import { type ClaimResolution, formatMoney } from '@pressrun/domain';
import { IconCash, IconCheck, IconPrinter, IconReceipt } from '@tabler/icons-react';
import { useState } from 'react';
import { DecideModal, RejectButton } from '../../components/review-queue';
import { type StaffClaim, type StaffClaimItem, useSettleClaim } from './api';
import { itemText } from './claimText';

const NOTE_MAX = 2000;

type Decided = StaffClaimItem & { decision: ClaimResolution };

/** What settling with these decisions does, one sentence per kind of decision. */
function consequences({ claim, order }: StaffClaim, decided: Decided[]) {
  const of = (d: ClaimResolution) => decided.filter((i) => i.decision === d);
  const sum = (items: StaffClaimItem[]) => items.reduce((n, i) => n + i.share, 0);
  const lines: string[] = [];
  const reprint = of('reprint');
  if (reprint.length)
    lines.push(
      `A reprint of ${reprint.map(itemText).join('; ')} goes into production as a new order at no charge, to the same address.`,
    );
  const refund = of('refund');
  if (refund.length)
    lines.push(
      `${formatMoney(Math.min(sum(refund), order.refundable))} of order ${order.id} goes back the way it was paid (${refund.map(itemText).join('; ')}).`,
    );
  const credit = of('credit');
  if (credit.length)
    lines.push(
      `${claim.companyName} gets ${formatMoney(sum(credit))} of account credit (${credit.map(itemText).join('; ')}).`,
    );
  return lines;
}

/** The confirm button's words: what all items get, or 'Resolve' when they differ. */
function resolveLabel(decided: Array<{ decision: ClaimResolution; share: number }>, refundable: number) {
  const kinds = new Set(decided.map((d) => d.decision));
  if (kinds.size !== 1) return 'Resolve';
  const [only] = kinds;
  if (only === 'reprint') return 'Reprint';
  const sum = decided.reduce((n, d) => n + d.share, 0);
  return only === 'refund' ? `Refund ${formatMoney(Math.min(sum, refundable))}` : 'Account credit';
}

const ICON = { reprint: IconPrinter, refund: IconCash, credit: IconReceipt } as const;

/** One item of the claim and the choice of what it gets. */
function ItemDecision({
  item,
  canRefund,
  onChange,
}: {
  item: Decided;
  canRefund: boolean;
  onChange: (d: ClaimResolution) => void;
}) {
  return (
    <Stack
      gap={6}
      p="xs"
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
      data-testid="claim-decision"
    >
      <Group gap="sm" wrap="nowrap">
        <Box w={40} h={40} bg="gray.1" style={{ flex: 'none', borderRadius: 6, overflow: 'hidden' }}>
          {item.previewUrl && <Image src={item.previewUrl} alt="" w={40} h={40} fit="cover" />}
        </Box>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {itemText(item)}
          </Text>
          <Text fz="xs" c="dimmed">
            Share {formatMoney(item.share)}
          </Text>
        </Stack>
      </Group>
      <SegmentedControl
        fullWidth
        size="xs"
        value={item.decision}
        onChange={(v) => onChange(v as ClaimResolution)}
        aria-label={`Decision for ${itemText(item)}`}
        data={[
          { value: 'reprint', label: 'Reprint' },
          { value: 'refund', label: 'Refund', disabled: !canRefund },
          { value: 'credit', label: 'Credit' },
        ]}
      />
    </Stack>
  );
}

/** The resolve button's icon: a check for mixed decisions, else the one decision's. */
function ResolveIcon({ label, decided }: { label: string; decided: Decided[] }) {
  const Icon = label === 'Resolve' ? IconCheck : ICON[decided[0]?.decision ?? 'reprint'];
  return <Icon size={18} aria-hidden />;
}

/** The decisions staff make on a claim, and sending them once confirmed. */
function useSettling(detail: StaffClaim, onDone: (message: string) => void) {
  const settle = useSettleClaim(detail.claim.id);
  const { items } = detail.claim;
  const [decisions, setDecisions] = useState<Record<number, ClaimResolution>>(() =>
    Object.fromEntries(items.map((i) => [i.lineId, 'reprint' as const])),
  );
  const [mode, setMode] = useState<'resolve' | 'reject' | null>(null);
  const [text, setText] = useState('');
  const decided = items.map((i) => ({ ...i, decision: decisions[i.lineId] ?? 'reprint' }));
  const label = resolveLabel(decided, detail.order.refundable);
  const open = (m: 'resolve' | 'reject') => {
    settle.reset();
    setText('');
    setMode(m);
  };
  const close = () => setMode(null);
  const rejecting = mode === 'reject';
  const canConfirm = !rejecting || text.trim() !== '';

  const confirm = () => {
    if (!mode || !canConfirm) return;
    settle.mutate(
      rejecting
        ? { kind: 'reject', reason: text.trim() }
        : {
            kind: 'resolve',
            items: decided.map((d) => ({ lineId: d.lineId, decision: d.decision })),
            note: text.trim(),
          },
      {
        onSuccess: (r) => {
          close();
          onDone(r.message);
        },
      },
    );
  };

  const setDecision = (lineId: number, d: ClaimResolution) =>
    setDecisions((all) => ({ ...all, [lineId]: d }));
  return {
    settle,
    decided,
    setDecision,
    label,
    mode,
    open,
    close,
    rejecting,
    text,
    setText,
    canConfirm,
    confirm,
  };
}

/**
 * Settling an open claim item by item: for each item a reprint, a refund or account credit of its
 * share, then one confirmation (with an optional note the customer reads); or reject the whole
 * claim (with the reason the customer is told). `onDone` gets the outcome.
 */
export function ClaimActions({ detail, onDone }: { detail: StaffClaim; onDone: (message: string) => void }) {
  const settling = useSettling(detail, onDone);
  const { items } = detail.claim;
  const canRefund = detail.order.refundable > 0;

  return (
    <>
      <Stack gap="sm" data-testid="claim-decisions">
        {settling.decided.map((item) => (
          <ItemDecision
            key={item.lineId}
            item={item}
            canRefund={canRefund}
            onChange={(v) => settling.setDecision(item.lineId, v)}
          />
        ))}
        <Group gap="sm" wrap="wrap">
          <Button
            leftSection={<ResolveIcon label={settling.label} decided={settling.decided} />}
            onClick={() => settling.open('resolve')}
            disabled={items.length === 0}
          >
            {settling.label}
          </Button>
          <RejectButton onClick={() => settling.open('reject')} />
        </Group>
        {!canRefund && (
          <Text fz="xs" c="dimmed">
            Order {detail.order.id} has been refunded in full already.
          </Text>
        )}
      </Stack>
      <DecideModal
        opened={settling.mode !== null}
        title={settling.rejecting ? 'Reject the claim' : 'Resolve the claim'}
        onClose={settling.close}
        onConfirm={settling.confirm}
        error={settling.settle.error}
        pending={settling.settle.isPending}
        confirm={settling.rejecting ? 'Reject claim' : settling.label}
        rejecting={settling.rejecting}
        disabled={!settling.canConfirm}
      >
        {settling.rejecting ? (
          <Text fz="sm">The customer is mailed that the claim was not accepted, with your reason.</Text>
        ) : (
          consequences(detail, settling.decided).map((line) => (
            <Text fz="sm" key={line}>
              {line}
            </Text>
          ))
        )}
        <Textarea
          label={settling.rejecting ? 'Reason' : 'Note (optional)'}
          description={
            settling.rejecting
              ? 'The customer reads this in the mail.'
              : 'Added to the mail the customer gets.'
          }
          value={settling.text}
          onChange={(e) => settling.setText(e.currentTarget.value)}
          maxLength={NOTE_MAX}
          autosize
          minRows={3}
          maxRows={8}
          withAsterisk={settling.rejecting}
          data-autofocus
        />
      </DecideModal>
    </>
  );
}
