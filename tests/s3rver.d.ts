// s3rver ships no types: the part of its API the tests use (https://github.com/jamhall/s3rver).
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string }[];
  }

  /** A fake S3 on a local port; the access key `S3RVER` (secret `S3RVER`) is the one it knows. */
  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
