import type { AppContext } from '../../context';
import type { AuthServiceDeps } from './service';

/**
 * What the accounts module uses from the app: the service's needs, plus Redis and the clock for
 * the sign-in delays.
 */
export type AuthDeps = AuthServiceDeps & Pick<AppContext, 'redis' | 'now'>;
