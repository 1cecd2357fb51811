import type { ImageStorageConfig } from '../config';
import { createLocalDiskStorage } from './local-disk-storage';
import { createS3Storage } from './s3-storage';

/**
 * Where the pictures' files live: each cleaned original and every variant made from it, under a
 * flat name made from the picture's content (`<key>-original`, `<key>-640.avif`, `<key>-og.jpg`).
 * A name's bytes never change once written, so any copy of them may be kept for good.
 */
export interface ImageStorage {
  /** the bytes stored under `name`, or null when there are none */
  get(name: string): Promise<Uint8Array | null>;
  /** stores `bytes` whole: a reader of `name` finds the former bytes or these, never a part */
  put(name: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** nothing stored under `name` afterwards; none before is no error */
  delete(name: string): Promise<void>;
  /** the names that start with `prefix` (at least two characters) */
  list(prefix: string): Promise<string[]>;
}

/** S3-compatible storage when a bucket is configured, the local disk otherwise. */
export function createImageStorage(config: ImageStorageConfig): ImageStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalDiskStorage(config.dir);
}
