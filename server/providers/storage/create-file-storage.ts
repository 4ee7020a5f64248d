import type { Config } from '../../config';
import { createDiskFileStorage } from './disk-file-storage';
import type { FileStorage } from './file-storage';
import { createS3FileStorage } from './s3-file-storage';

export function createFileStorage(config: Config['storage']): FileStorage {
  return config.provider === 's3'
    ? createS3FileStorage(config.s3)
    : createDiskFileStorage(config.diskRoot);
}
