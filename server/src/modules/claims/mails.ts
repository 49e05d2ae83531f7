import { type ClaimResolution, FULFIL_MSG, formatMoney } from '@pressrun/domain';
import type { AppContext } from '../../context';
import { companyGroup, type NewJob } from '../../providers/jobs/queue';
import { mailJob, renderMail } from '../../providers/mail';
import type { ClaimRow } from './repo';

type Claim = Pick<ClaimRow, 'id' | 'companyId' | 'orderId' | 'reason' | 'remarks' | 'email'>;

const frame = (ctx: AppContext) => ({
  brand: ctx.config.companyName,
  publicUrl: ctx.config.publicUrl,
  supportEmail: ctx.config.supportEmail,
});

/** Support hears of every new claim, with what the customer wrote and where to settle it. */
export function supportClaimMail(
  ctx: AppContext,
  claim: Claim,
  o: { po: string; companyName: string; filedBy: string; items: string[] },
): NewJob {
  return mailJob(
    {
      to: ctx.config.supportEmail,
      subject: `New claim ${claim.id} for order ${claim.orderId}: ${claim.reason}`,
      ...renderMail({
        ...frame(ctx),
        heading: `New claim for order ${claim.orderId}`,
        paragraphs: [
          `${o.filedBy} of ${o.companyName} filed claim ${claim.id} about order ${claim.orderId} (PO ${o.po}).`,
          `Reason: ${claim.reason}.`,
          `Remarks: ${claim.remarks}`,
          `Reply to: ${claim.email}.`,
        ],
        rows: itemRows(o.items),
        action: { label: 'Review the claim', url: `${ctx.config.publicUrl}/admin/claims/${claim.id}` },
      }),
    },
    companyGroup(claim.companyId),
  );
}

/** The customer's receipt for a claim: it was received and who will be in touch. */
export function claimReceivedMail(ctx: AppContext, claim: Claim, po: string, items: string[]): NewJob {
  return mailJob(
    {
      to: claim.email,
      subject: `We received your claim for order ${claim.orderId}`,
      ...renderMail({
        ...frame(ctx),
        heading: 'We received your claim',
        paragraphs: [
          FULFIL_MSG.claimThanks(claim.email),
          `Order ${claim.orderId}, PO ${po}. Reason: ${claim.reason}.`,
          `Your remarks: ${claim.remarks}`,
        ],
        rows: itemRows(items),
        action: {
          label: 'View your order',
          url: `${ctx.config.publicUrl}/dashboard/orders/${claim.orderId}`,
        },
      }),
    },
    companyGroup(claim.companyId),
  );
}

/** The claimed items as mail rows ('Item: 1 of 2 × Mug, Sku 21101'). */
const itemRows = (items: string[]) => items.map((value) => ({ label: 'Item', value }));

const DECISION_LABEL: Record<ClaimResolution, string> = {
  reprint: 'Reprint',
  refund: 'Refund',
  credit: 'Account credit',
};

/**
 * How a claim was settled, as the customer's mail tells it: per item a decision, and what those
 * came to (the reprint order, cents refunded, cents credited; null when no item had it).
 */
export type Outcome =
  | {
      kind: 'resolve';
      items: Array<{ text: string; decision: ClaimResolution }>;
      reprintOrderId: number | null;
      refunded: number | null;
      credited: number | null;
    }
  | { kind: 'reject'; reason: string };

type Resolved = Extract<Outcome, { kind: 'resolve' }>;

function outcomeParts(o: Resolved, customer: boolean): string[] {
  const parts: string[] = [];
  if (o.reprintOrderId !== null)
    parts.push(
      customer
        ? `we are reprinting the affected items as order ${o.reprintOrderId}, at no charge`
        : `reprinting as order ${o.reprintOrderId}`,
    );
  if (o.refunded !== null)
    parts.push(
      customer
        ? `we are refunding ${formatMoney(o.refunded)} to the way you paid`
        : `${formatMoney(o.refunded)} refunded`,
    );
  if (o.credited !== null)
    parts.push(
      customer
        ? `we added ${formatMoney(o.credited)} of account credit to your company's account`
        : `${formatMoney(o.credited)} of account credit given`,
    );
  return parts;
}

/** The outcome in one sentence, for the mail. */
export function outcomeText(orderId: number, o: Outcome): string {
  if (o.kind === 'reject') return `Your claim for order ${orderId} was not accepted. Reason: ${o.reason}`;
  return `Your claim for order ${orderId} was resolved: ${outcomeParts(o, true).join('; ')}.`;
}

/** The outcome as staff are told it after acting, and as the order's timeline records it. */
export function settledText(claimId: number, o: Outcome): string {
  if (o.kind === 'reject') return `Claim ${claimId} rejected.`;
  return `Claim ${claimId} resolved: ${outcomeParts(o, false).join('; ')}.`;
}

/** The customer hears how their claim was settled, with staff's note when there is one. */
export function claimOutcomeMail(ctx: AppContext, claim: Claim, outcome: Outcome, note: string): NewJob {
  const rejected = outcome.kind === 'reject';
  const reprint = outcome.kind === 'resolve' ? outcome.reprintOrderId : null;
  return mailJob(
    {
      to: claim.email,
      subject: rejected
        ? `Your claim for order ${claim.orderId} was not accepted`
        : `Your claim for order ${claim.orderId} was resolved`,
      ...renderMail({
        ...frame(ctx),
        heading: rejected ? 'About your claim' : 'Your claim was resolved',
        paragraphs: [
          outcomeText(claim.orderId, outcome),
          ...(note && !rejected ? [`Note from our team: ${note}`] : []),
          `Claim ${claim.id} (${claim.reason}).`,
        ],
        rows:
          outcome.kind === 'resolve'
            ? outcome.items.map((i) => ({ label: DECISION_LABEL[i.decision], value: i.text }))
            : undefined,
        action: {
          label: reprint ? 'View the reprint' : 'View your order',
          url: `${ctx.config.publicUrl}/dashboard/orders/${reprint ?? claim.orderId}`,
        },
        footnote: rejected ? `If you have questions, reply to ${ctx.config.supportEmail}.` : undefined,
      }),
    },
    companyGroup(claim.companyId),
  );
}
