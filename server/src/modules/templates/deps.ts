import type { AppContext } from '../../context';

/**
 * What the templates module uses from the app: the database, file storage for its previews, the
 * job queue of its daily clean-up, and the clock.
 */
export type TemplatesDeps = Pick<AppContext, 'db' | 'storage' | 'jobs' | 'now'>;
