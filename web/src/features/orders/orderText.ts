import { formatMoney, type OrderEvent } from '@pressrun/domain';
import { statusLabel } from '../../components/StatusBadge';

const CARRIER_NAME: Record<string, string> = { USPS: 'USPS', DhlEcs: 'DHL eCommerce' };
export const carrierName = (carrier: string | null) => (carrier ? (CARRIER_NAME[carrier] ?? carrier) : '');

/** What a timeline entry says happened ('Placed', 'Shipped', 'Refunded $12.50', …) and why. */
export function eventWording(e: Pick<OrderEvent, 'kind' | 'toStatus' | 'reason'>): {
  title: string;
  detail: string;
} {
  const detail = e.reason;
  switch (e.kind) {
    case 'status':
      if (e.toStatus === 'Created') return { title: 'Placed', detail };
      if (e.toStatus === 'OrderShipped') return { title: 'Shipped', detail };
      return { title: e.toStatus ? statusLabel(e.toStatus) : 'Status changed', detail };
    case 'refund': {
      // The refund's entry reads 'Refunded $12.50 to the card (Order cancelled)'.
      const m = /^(Refunded \S+)\s*(.*)$/.exec(e.reason);
      return m ? { title: m[1]!, detail: m[2]! } : { title: 'Refunded', detail };
    }
    case 'tracking':
      return { title: 'Tracking number added', detail };
    case 'claim':
      return { title: 'Claim', detail };
    default:
      return { title: 'Note', detail };
  }
}

/** Who did it: the person's name, or PressRun for what the system did on its own ('' unknown). */
export function eventActor(e: Pick<OrderEvent, 'actorKind' | 'actorName'>): string {
  if (e.actorKind === 'system') return e.actorName || 'PressRun';
  if (e.actorKind === 'staff') return `${e.actorName || 'Staff'} (PressRun)`;
  return e.actorName;
}

/** The confirm dialog's words on what cancelling gives back. */
export const refundText = (r: { amount: number; why: string } | null) =>
  !r
    ? ''
    : r.amount > 0
      ? `${formatMoney(r.amount)} will be refunded the way you paid.`
      : `Nothing will be refunded. ${r.why}`.trim();
