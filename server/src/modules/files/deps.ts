import type { Config } from '../../config';
import type { AppContext } from '../../context';

/**
 * What the files module uses from the app: the database, file storage, the job queue of its
 * thumbnails and clean-up, the clock, and the data directory uploads are spooled to.
 */
export type FilesDeps = Pick<AppContext, 'db' | 'storage' | 'jobs' | 'now'> & {
  config: Pick<Config, 'dataDir'>;
};
