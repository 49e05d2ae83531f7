import path from 'node:path';
import type { Config } from '../../config';
import { LocalStorage } from './local';
import type { Storage } from './port';
import { S3Storage } from './s3';

export * from './port';

/** Chosen at start-up: an S3-compatible bucket when S3_BUCKET is set, else `<dataDir>/files`. */
export function createStorage(config: Config): Storage {
  if (config.s3) return new S3Storage(config.s3);
  return new LocalStorage(path.join(config.dataDir, 'files'));
}
