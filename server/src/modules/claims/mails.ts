import { FULFIL_MSG, formatMoney } from '@pressrun/domain';
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
  o: { po: string; companyName: string; filedBy: string },
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
        action: { label: 'Review the claim', url: `${ctx.config.publicUrl}/admin/claims/${claim.id}` },
      }),
    },
    companyGroup(claim.companyId),
  );
}

/** The customer's receipt for a claim: it was received and who will be in touch. */
export function claimReceivedMail(ctx: AppContext, claim: Claim, po: string): NewJob {
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
        action: {
          label: 'View your order',
          url: `${ctx.config.publicUrl}/dashboard/orders/${claim.orderId}`,
        },
      }),
    },
    companyGroup(claim.companyId),
  );
}

/** How a claim was settled, as the customer's mail tells it. */
export type Outcome =
  | { kind: 'reprint'; reprintOrderId: number }
  | { kind: 'refund'; amount: number }
  | { kind: 'credit'; amount: number }
  | { kind: 'reject'; reason: string };

/** The outcome in one sentence, for the mail and the order's timeline. */
export function outcomeText(orderId: number, o: Outcome): string {
  switch (o.kind) {
    case 'reprint':
      return `Your claim for order ${orderId} was resolved: we are reprinting it as order ${o.reprintOrderId}, at no charge.`;
    case 'refund':
      return `Your claim for order ${orderId} was resolved: we are refunding ${formatMoney(o.amount)} to the way you paid.`;
    case 'credit':
      return `Your claim for order ${orderId} was resolved: we added ${formatMoney(o.amount)} of account credit to your company's account.`;
    case 'reject':
      return `Your claim for order ${orderId} was not accepted. Reason: ${o.reason}`;
  }
}

/** The outcome as staff are told it after acting. */
export function settledText(claimId: number, o: Outcome): string {
  switch (o.kind) {
    case 'reprint':
      return `Claim ${claimId} resolved: reprinting as order ${o.reprintOrderId}.`;
    case 'refund':
      return `Claim ${claimId} resolved: ${formatMoney(o.amount)} refunded.`;
    case 'credit':
      return `Claim ${claimId} resolved: ${formatMoney(o.amount)} of account credit given.`;
    case 'reject':
      return `Claim ${claimId} rejected.`;
  }
}

/** The customer hears how their claim was settled, with staff's note when there is one. */
export function claimOutcomeMail(ctx: AppContext, claim: Claim, outcome: Outcome, note: string): NewJob {
  const rejected = outcome.kind === 'reject';
  const reprint = outcome.kind === 'reprint' ? outcome.reprintOrderId : null;
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
