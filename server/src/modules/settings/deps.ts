import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../providers/jobs/queue';

/**
 * What the account settings use from the app: the database, the job queue their mails go out on,
 * and the settings the mails and the rate limit read.
 */
export interface SettingsDeps {
  db: Db;
  jobs: JobQueue;
  config: Pick<Config, 'companyName' | 'publicUrl' | 'supportEmail' | 'rateLimit'>;
}
