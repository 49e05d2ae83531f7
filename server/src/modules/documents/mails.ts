import { formatMoney } from '@pressrun/domain';
import { companyGroup, type NewJob } from '../../providers/jobs/queue';
import { mailJob, renderMail } from '../../providers/mail';
import type { MailConfig } from './deps';
import { KIND_LABEL } from './messages';
import type { DocumentRow } from './repo';

type Doc = Pick<DocumentRow, 'id' | 'companyId' | 'kind' | 'fileName'>;

const frame = (config: MailConfig) => ({
  brand: config.companyName,
  publicUrl: config.publicUrl,
  supportEmail: config.supportEmail,
});

const labelOf = (doc: Doc) => KIND_LABEL[doc.kind as keyof typeof KIND_LABEL];
const capitalised = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** Where the customer sees the document's status: Billing's credit terms, or Settings' Reseller License. */
const pageOf = (config: MailConfig, doc: Doc) =>
  `${config.publicUrl}/dashboard/${doc.kind === 'terms_application' ? 'billing' : 'settings'}`;

/** Support hears of every document handed in, with where to review it. */
export function documentReceivedMail(
  config: MailConfig,
  doc: Doc,
  o: { companyName: string; by: string },
): NewJob {
  const label = labelOf(doc);
  return mailJob(
    {
      to: config.supportEmail,
      subject: `New ${label} from ${o.companyName} to review`,
      ...renderMail({
        ...frame(config),
        heading: `New ${label} to review`,
        paragraphs: [`${o.by} of ${o.companyName} uploaded a ${label} (${doc.fileName}).`],
        action: { label: 'Review the document', url: `${config.publicUrl}/admin/documents/${doc.id}` },
      }),
    },
    companyGroup(doc.companyId),
  );
}

export type DocumentOutcome =
  | { kind: 'approved'; limit: number | null }
  | { kind: 'rejected'; reason: string };

/** What the customer is told of the review, in one sentence or two. */
function outcomeLines(doc: Doc, o: DocumentOutcome): string[] {
  if (o.kind === 'rejected') return [`Your ${labelOf(doc)} was not approved.`, `Reason: ${o.reason}`];
  if (doc.kind === 'terms_application')
    return [
      `Your credit terms application was approved with a limit of ${formatMoney(o.limit ?? 0)}.`,
      'You can now choose Terms as the payment method at checkout, and pay your term orders from Billing.',
    ];
  return [
    'Your resale certificate was approved.',
    'Orders shipped to California no longer carry the estimated sales tax.',
  ];
}

/** The uploader hears the outcome of the review. */
export function documentOutcomeMail(config: MailConfig, to: string, doc: Doc, o: DocumentOutcome): NewJob {
  const label = labelOf(doc);
  const approved = o.kind === 'approved';
  return mailJob(
    {
      to,
      subject: approved ? `Your ${label} was approved` : `Your ${label} was not approved`,
      ...renderMail({
        ...frame(config),
        heading: approved ? `${capitalised(label)} approved` : `About your ${label}`,
        paragraphs: [...outcomeLines(doc, o), `Document: ${doc.fileName}.`],
        action: { label: approved ? 'View your account' : 'Upload a new document', url: pageOf(config, doc) },
        footnote: approved ? undefined : `If you have questions, reply to ${config.supportEmail}.`,
      }),
    },
    companyGroup(doc.companyId),
  );
}
