import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Readable } from 'node:stream';
import type { Config } from '../../config';
import { StorageError, type FileStorage } from './file-storage';

export interface S3FileStorageOptions {
  /** Attempts per request, retries included; the SDK's default (3) when not given. */
  maxAttempts?: number;
}

/**
 * Objects in one bucket of AWS S3 or any S3-compatible service (MinIO, R2, Spaces…), at their key.
 * `endpoint` points the client at a service other than AWS; `forcePathStyle` puts the bucket in
 * the path (`/bucket/key`) rather than in the host name, as most of those services need.
 */
export function createS3FileStorage(
  config: Config['storage']['s3'],
  options: S3FileStorageOptions = {},
): FileStorage {
  const { bucket } = config;
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    ...(options.maxAttempts === undefined ? {} : { maxAttempts: options.maxAttempts }),
    // Checksums only where S3 requires them: several S3-compatible services refuse the
    // CRC32 headers that the SDK otherwise adds to every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

  const failure = (action: string, key: string, error: unknown) =>
    new StorageError(
      `S3 ${action} of ${key} in bucket ${bucket} failed: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );

  return {
    name: 's3',

    async put(key, body, contentType) {
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: key,
            Body: body,
            ContentType: contentType,
            ContentLength: body.length,
          }),
        );
      } catch (error) {
        throw failure('put', key, error);
      }
    },

    async get(key): Promise<Readable | null> {
      let output;
      try {
        output = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        if (isMissingObject(error)) return null;
        throw failure('get', key, error);
      }
      const stream = output.Body;
      // In Node the SDK answers with the response stream itself (an http.IncomingMessage).
      if (!(stream instanceof Readable)) {
        throw new StorageError(`S3 get of ${key} in bucket ${bucket} returned no readable body`);
      }
      return stream;
    },

    async remove(key) {
      try {
        // S3 answers 204 whether or not the key was there.
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      } catch (error) {
        if (isMissingObject(error)) return;
        throw failure('remove', key, error);
      }
    },
  };
}

/** NoSuchKey, or a bare 404 (a body-less answer); a missing bucket is a configuration error. */
function isMissingObject(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  if (error.name === 'NoSuchKey') return true;
  return error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket';
}
