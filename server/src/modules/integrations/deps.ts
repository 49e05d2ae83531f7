import type { Config } from '../../config';
import type { AppContext } from '../../context';

/** The configuration an integration request's mail to support is written with. */
export type MailConfig = Pick<Config, 'companyName' | 'publicUrl' | 'supportEmail'>;

/**
 * What the integrations module uses from the app: the database, the job queue its mail to support
 * goes through, and the configuration of that mail and of the request form's rate limit.
 */
export type IntegrationsDeps = Pick<AppContext, 'db' | 'jobs'> & {
  config: MailConfig & Pick<Config, 'rateLimit'>;
};
