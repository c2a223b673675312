import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertPut, assertStorageName, contentTypeOf } from './names.js';
import type { PhotoStorage, StoredFile } from './photo-storage.js';

export interface S3Settings {
  bucket: string;
  /** An S3-compatible server's address (MinIO, R2, Scaleway…); AWS's own when absent. */
  endpoint?: string;
  region: string;
  /** Both or neither: without them the SDK's own chain (instance role, AWS_* variables) applies. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key` (most self-hosted servers want it). */
  forcePathStyle: boolean;
}

/** The same caching as /storage gives folder files: names never change content. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

// A missing key only: a missing bucket (NoSuchBucket, also a 404) is a fault to report, not an absent photo.
const isMissingKey = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound');

/** Files as objects of one bucket, each under its name as key. */
export class S3Storage implements PhotoStorage {
  readonly description: string;
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.description = `S3 bucket ${settings.bucket}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`;
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.accessKeyId && settings.secretAccessKey
        ? {
            credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
          }
        : {}),
      // Checksums only where S3 requires them: many S3-compatible servers refuse the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  async put(name: string, bytes: Buffer, contentType: string): Promise<void> {
    assertPut(name, contentType);
    // One request with the whole body: S3 shows the object whole, or not at all.
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: name,
        Body: bytes,
        ContentLength: bytes.length,
        ContentType: contentTypeOf(name),
        CacheControl: IMMUTABLE,
      }),
    );
  }

  async get(name: string): Promise<StoredFile | null> {
    assertStorageName(name);
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: name }));
      const body = object.Body;
      if (!(body instanceof Readable)) throw new Error(`S3 answered ${name} without a readable body`);
      return {
        body,
        contentType: contentTypeOf(name) as string,
        size: object.ContentLength ?? 0,
        etag: object.ETag ?? '',
        ...(object.LastModified ? { lastModified: object.LastModified } : {}),
      };
    } catch (error) {
      if (isMissingKey(error)) return null;
      throw error;
    }
  }

  async has(name: string): Promise<boolean> {
    assertStorageName(name);
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: name }));
      return true;
    } catch (error) {
      if (isMissingKey(error)) return false;
      throw error;
    }
  }

  async remove(name: string): Promise<void> {
    assertStorageName(name);
    // S3 answers 204 for a key that is not there as well.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: name }));
  }

  /** Closes the client's connections. */
  close(): void {
    this.client.destroy();
  }
}
