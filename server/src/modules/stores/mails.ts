import { STORE_PLATFORM_LABEL, type StorePlatform } from '@pressrun/domain';
import type { Config } from '../../config';
import { companyGroup, type NewJob } from '../../providers/jobs/queue';
import { mailJob, renderMail } from '../../providers/mail';
import type { StoreRow } from './connections';
import type { storeOrders } from './tables';

type MailConfig = Pick<Config, 'companyName' | 'publicUrl' | 'supportEmail'>;

/** The user hears once that a store order is held, with why and where to fix it. */
export function heldOrderMail(
  config: MailConfig,
  o: { to: string; store: StoreRow; row: typeof storeOrders.$inferSelect },
): NewJob {
  const platform = STORE_PLATFORM_LABEL[o.store.platform as StorePlatform] ?? o.store.platform;
  return mailJob(
    {
      to: o.to,
      subject: `Order ${o.row.number} from ${o.store.name} needs your attention`,
      ...renderMail({
        brand: config.companyName,
        publicUrl: config.publicUrl,
        supportEmail: config.supportEmail,
        heading: 'A store order is on hold',
        paragraphs: [
          `Order ${o.row.number} from your ${platform} store ${o.store.name} was not placed yet, and nothing was charged for it.`,
          o.row.reason ?? '',
          'Fix it, then press Retry on the store’s page: the order is placed as it is.',
        ],
        rows: [
          { label: 'Store', value: o.store.name, strong: true },
          { label: 'Order', value: o.row.number },
          { label: 'Customer', value: o.row.order.shipTo.name },
        ],
        action: { label: 'Open the store', url: `${config.publicUrl}/dashboard/stores/${o.store.id}` },
      }),
    },
    companyGroup(o.store.companyId),
  );
}
