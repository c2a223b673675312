import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { FolderStorage } from './folder-storage.js';
import { photoStorageFromConfig } from './from-config.js';
import { S3Storage } from './s3-storage.js';

// Which storage the S3_* variables choose, and the combinations the configuration refuses.

const base = { DATA_DIR: '/tmp/vitrine-data' };

describe('photoStorageFromConfig', () => {
  it('keeps photos in the storage folder without S3_BUCKET', () => {
    const storage = photoStorageFromConfig(loadConfig(base));
    expect(storage).toBeInstanceOf(FolderStorage);
    expect((storage as FolderStorage).root).toBe('/tmp/vitrine-data/storage');
  });

  it('puts them in the bucket when S3_BUCKET is set', () => {
    const storage = photoStorageFromConfig(
      loadConfig({
        ...base,
        S3_BUCKET: 'vitrine-photos',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }),
    );
    expect(storage).toBeInstanceOf(S3Storage);
    expect(storage.description).toBe('S3 bucket vitrine-photos at http://minio:9000');
    (storage as S3Storage).close();
  });

  it('refuses half a configuration, naming the variable', () => {
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ ...base, S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...base, S3_BUCKET: 'photos', S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
    // An empty variable is an unset one: the folder.
    expect(photoStorageFromConfig(loadConfig({ ...base, S3_BUCKET: '' }))).toBeInstanceOf(FolderStorage);
  });
});
