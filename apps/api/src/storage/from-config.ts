import { FolderStorage } from './folder-storage.js';
import type { PhotoStorage } from './photo-storage.js';
import { S3Storage } from './s3-storage.js';

/** The variables that choose where photos go (see config.ts). */
export interface StorageConfig {
  STORAGE_DIR: string;
  S3_BUCKET?: string | undefined;
  S3_ENDPOINT?: string | undefined;
  S3_REGION: string;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_FORCE_PATH_STYLE: boolean;
}

/** The bucket when S3_BUCKET is set, otherwise the storage folder. */
export function photoStorageFromConfig(config: StorageConfig): PhotoStorage {
  if (!config.S3_BUCKET) return new FolderStorage(config.STORAGE_DIR);
  return new S3Storage({
    bucket: config.S3_BUCKET,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
