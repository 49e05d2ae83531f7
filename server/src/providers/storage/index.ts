import path from 'node:path';
import type { Config } from '../../config';
import { LocalStorage } from './local';
import type { Storage } from './port';
import { S3Storage } from './s3';

export * from './port';

/** Chosen at start-up: an S3-compatible bucket when S3_BUCKET is set, else `<dataDir>/files`. */
export function createStorage(config: Config): Storage {
  const root = localFilesRoot(config);
  return root ? new LocalStorage(root) : new S3Storage(config.s3!);
}

/** The folder the local adapter keeps files in; null when they live in object storage. */
export const localFilesRoot = (config: Pick<Config, 's3' | 'dataDir'>) =>
  config.s3 ? null : path.join(config.dataDir, 'files');
