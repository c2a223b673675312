import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll } from 'vitest';
import { S3Storage } from '../src/storage/s3-storage.js';

export interface TestS3 {
  /** http://127.0.0.1:<port> */
  endpoint: string;
  bucket: string;
  /** A client of that bucket, as photoStorageFromConfig would make it. */
  storage: S3Storage;
}

/**
 * A local S3-compatible server (s3rver: objects as files in a scratch folder) on a free port, with one
 * bucket; stopped, and its folder removed, after the file's tests.
 */
export async function startTestS3(bucket = 'vitrine-photos'): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'vitrine-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = (await server.run()) as { port: number };
  const endpoint = `http://127.0.0.1:${port}`;
  const storage = new S3Storage({
    bucket,
    endpoint,
    region: 'us-east-1',
    // s3rver's own pair.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
  });
  afterAll(async () => {
    storage.close();
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });
  return { endpoint, bucket, storage };
}
