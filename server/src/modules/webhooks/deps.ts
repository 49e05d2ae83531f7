import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../providers/jobs/queue';

/**
 * What the webhooks module uses from the app: the database, the job queue its deliveries run on,
 * and the settings that say which URLs an endpoint may have.
 */
export interface WebhooksDeps {
  db: Db;
  jobs: JobQueue;
  config: Pick<Config, 'allowPrivateWebhooks' | 'publicUrl'>;
}
