import { companyGroup, type NewJob } from '../../providers/jobs/queue';
import { mailJob, renderMail } from '../../providers/mail';
import type { MailConfig } from './deps';
import type { BulkOrderRow } from './repo';

type Summary = Pick<
  BulkOrderRow,
  'id' | 'companyId' | 'fileName' | 'status' | 'rowsTotal' | 'rowsFailed' | 'ordersPlaced' | 'error'
>;

/** The uploader hears how the file went: orders placed, rows with errors, and where the results are. */
export function summaryMail(config: MailConfig, to: string, b: Summary): NewJob {
  const name = `CSV Order #${b.id}`;
  const paragraphs =
    b.status === 'Failed'
      ? [`Your file ${b.fileName} could not be read, so nothing was ordered.`, b.error]
      : [
          `Your file ${b.fileName} has been processed.`,
          b.rowsFailed
            ? 'Some rows had errors and were not ordered: the results file says why for each row.'
            : 'Every row was ordered.',
        ];
  return mailJob(
    {
      to,
      subject: `${name}: ${b.status}`,
      ...renderMail({
        brand: config.companyName,
        publicUrl: config.publicUrl,
        supportEmail: config.supportEmail,
        heading: `${name}: ${b.status}`,
        paragraphs,
        rows:
          b.status === 'Failed'
            ? undefined
            : [
                { label: 'Rows', value: String(b.rowsTotal) },
                { label: 'Orders placed', value: String(b.ordersPlaced) },
                { label: 'Rows with errors', value: String(b.rowsFailed), strong: b.rowsFailed > 0 },
              ],
        action: { label: 'See your CSV orders', url: `${config.publicUrl}/dashboard/stores/csv` },
      }),
    },
    companyGroup(b.companyId),
  );
}
