import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../config';
import type { ImageStorage } from './storage';

/**
 * The pictures in an S3 bucket (AWS, or any service speaking its protocol), so every api machine
 * reads and writes the same files. An object is written in one request: readers see all or none.
 */
export function createS3Storage(config: S3Config): ImageStorage {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    forcePathStyle: config.forcePathStyle,
    // The SDK's default since 2025 adds CRC32 checksums to every request and expects them back,
    // which many S3-compatible services (and older MinIO) refuse; S3 checks the signature anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;

  return {
    async get(name) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: name }));
        return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },

    async put(name, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: name, Body: bytes, ContentType: contentType }));
    },

    async delete(name) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: name }));
    },

    async list(prefix) {
      const names: string[] = [];
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken }));
        for (const object of page.Contents ?? []) if (object.Key) names.push(object.Key);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
      return names.sort();
    },
  };
}
