import type { StorePlatform } from '@pressrun/domain';
import type { AppContext } from '../../context';
import type { StoreAdapter } from '../../providers/stores';
import type { SecretBox } from './secret-box';

/**
 * What the stores module works with: the whole app context (its orders are placed through the
 * checkout's placement, which takes it), each platform's adapter and the box its credentials are
 * sealed in.
 */
export type StoresDeps = AppContext & {
  adapters: Record<StorePlatform, StoreAdapter>;
  box: SecretBox;
};
