import { join } from 'node:path';
import type { Config } from '../../config';
import type { FileStorage } from './file-storage';
import { createLocalFileStorage } from './local-file-storage';
import { createS3FileStorage } from './s3-file-storage';

/** The storage the config names: the FILES_S3_* bucket when set, else DATA_DIR/files. */
export function createFileStorage(config: Pick<Config, 'dataDir' | 'filesS3'>): FileStorage {
  return config.filesS3
    ? createS3FileStorage(config.filesS3)
    : createLocalFileStorage(join(config.dataDir, 'files'));
}
