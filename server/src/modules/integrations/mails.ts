import { companyGroup, type NewJob } from '../../providers/jobs/queue';
import { mailJob, renderMail } from '../../providers/mail';
import type { MailConfig } from './deps';
import { type IntegrationStore, STORE_LABEL } from './messages';
import type { IntegrationRequestRow } from './repo';

const storesText = (stores: string[]) =>
  stores.length ? stores.map((s) => STORE_LABEL[s as IntegrationStore] ?? s).join(', ') : 'None chosen';

/** Support hears of every integration request, with all it says and where to mark the keys issued. */
export function integrationRequestMail(
  config: MailConfig,
  r: IntegrationRequestRow,
  o: { account: string; by: string },
): NewJob {
  return mailJob(
    {
      to: config.supportEmail,
      subject: `API keys requested by ${r.companyName}`,
      ...renderMail({
        brand: config.companyName,
        publicUrl: config.publicUrl,
        supportEmail: config.supportEmail,
        heading: 'New integration request',
        paragraphs: [
          `${o.by} of ${o.account} asked for API keys (integration request ${r.id}).`,
          'The customer was told to expect the keys within 24 hours.',
        ],
        rows: [
          { label: 'Name', value: r.name || 'Not given' },
          { label: 'Stores', value: storesText(r.stores) },
          { label: 'Expected units sold per month', value: r.budget || 'Not given' },
          { label: 'Company', value: r.companyName, strong: true },
          { label: 'Email', value: r.email },
          { label: 'Phone', value: r.phone || 'Not given' },
        ],
        action: {
          label: 'Open integration requests',
          url: `${config.publicUrl}/admin/integration-requests`,
        },
      }),
    },
    companyGroup(r.companyId),
  );
}
