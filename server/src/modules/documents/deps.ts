import type { Config } from '../../config';
import type { AppContext } from '../../context';

/** The configuration the documents' mails are written with. */
export type MailConfig = Pick<Config, 'companyName' | 'publicUrl' | 'supportEmail'>;

/**
 * What the documents module uses from the app: the database, file storage for the uploaded files,
 * the job queue its mails go through, and the configuration of those mails and of the upload's
 * rate limit.
 */
export type DocumentsDeps = Pick<AppContext, 'db' | 'jobs' | 'storage'> & {
  config: MailConfig & Pick<Config, 'rateLimit'>;
};
