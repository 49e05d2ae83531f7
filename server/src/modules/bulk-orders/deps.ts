import type { Config } from '../../config';
import type { AppContext } from '../../context';
import type { FilesDeps } from '../files';
import type { TemplatesDeps } from '../templates';

/** The configuration the uploader's summary mail is written with. */
export type MailConfig = Pick<Config, 'companyName' | 'publicUrl' | 'supportEmail'>;

/**
 * What the bulk-orders module uses from the app: what the files and templates modules need to find
 * a file's artwork and the sample's templates (the database, storage, the job queue, the clock),
 * the log of a placement that failed, and the configuration of its mail and upload rate limit.
 * Placing the orders is not here: it is the checkout's, plugged in as `placeItemsOrders`.
 */
export type BulkOrdersDeps = FilesDeps &
  TemplatesDeps &
  Pick<AppContext, 'log'> & { config: MailConfig & Pick<Config, 'rateLimit'> };
