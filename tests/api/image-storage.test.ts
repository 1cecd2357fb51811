import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imagePath } from '#contracts/image';
import type { S3Config } from '../../api/src/config';
import { originalName } from '../../api/src/images/image-files';
import { createLocalDiskStorage } from '../../api/src/images/local-disk-storage';
import { createS3Storage } from '../../api/src/images/s3-storage';
import type { ImageStorage } from '../../api/src/images/storage';
import { newMember } from './fixtures';
import { createHarness, DIALECTS } from './harness';
import { getImage, photoJpeg, uploadImage } from './image-fixtures';

// A real S3 protocol server on loopback, its objects in a folder of its own.
const BUCKET = 'bbangjob-test';
let s3rver: S3rver;
let s3Folder: string;
let diskFolder: string;
let s3Config: S3Config;

beforeAll(async () => {
  s3Folder = await mkdtemp(path.join(tmpdir(), 'bbangjob-s3rver-'));
  diskFolder = await mkdtemp(path.join(tmpdir(), 'bbangjob-disk-'));
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: s3Folder,
    configureBuckets: [{ name: BUCKET }],
  });
  const { port } = await s3rver.run();
  s3Config = {
    bucket: BUCKET,
    region: 'ap-northeast-2',
    endpoint: `http://127.0.0.1:${port}`,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    forcePathStyle: true,
  };
});
afterAll(async () => {
  await s3rver.close();
  await rm(s3Folder, { recursive: true, force: true });
  await rm(diskFolder, { recursive: true, force: true });
});

const KEY = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
const bytesOf = (text: string) => new TextEncoder().encode(text);

describe.each([
  ['the local disk', () => createLocalDiskStorage(diskFolder)],
  ['S3 (s3rver)', () => createS3Storage(s3Config)],
])('image storage on %s', (_, create: () => ImageStorage) => {
  it('puts, gets, lists by prefix and deletes', async () => {
    const storage = create();
    expect(await storage.get(`${KEY}-640.avif`)).toBeNull();
    await storage.put(`${KEY}-original`, bytesOf('original'), 'image/jpeg');
    await storage.put(`${KEY}-640.avif`, bytesOf('avif 640'), 'image/avif');
    await storage.put(`${KEY.replace('a1', 'a2')}-640.avif`, bytesOf('another picture'), 'image/avif');
    expect(new TextDecoder().decode((await storage.get(`${KEY}-640.avif`))!)).toBe('avif 640');
    expect(await storage.list(`${KEY}-`)).toEqual([`${KEY}-640.avif`, `${KEY}-original`]);

    await storage.put(`${KEY}-640.avif`, bytesOf('made again'), 'image/avif');
    expect(new TextDecoder().decode((await storage.get(`${KEY}-640.avif`))!)).toBe('made again');

    await storage.delete(`${KEY}-640.avif`);
    await storage.delete(`${KEY}-640.avif`); // nothing there: no error
    expect(await storage.get(`${KEY}-640.avif`)).toBeNull();
    expect(await storage.list(`${KEY}-`)).toEqual([`${KEY}-original`]);
    expect(await storage.list('ffff')).toEqual([]);
  });

  it('keeps binary bytes as they are', async () => {
    const storage = create();
    const jpeg = await photoJpeg(120, 80);
    await storage.put(`${KEY}-120.jpg`, jpeg, 'image/jpeg');
    expect(Buffer.from((await storage.get(`${KEY}-120.jpg`))!)).toEqual(jpeg);
  });
});

describe('the local disk', () => {
  it('writes whole files: many writers of one name leave one whole file and no temporary ones', async () => {
    const storage = createLocalDiskStorage(diskFolder);
    const versions = Array.from({ length: 8 }, (_, i) => Buffer.alloc(256 * 1024, i + 1));
    await Promise.all(versions.map((bytes) => storage.put(`${KEY}-1080.webp`, bytes, 'image/webp')));
    const stored = Buffer.from((await storage.get(`${KEY}-1080.webp`))!);
    expect(versions.some((bytes) => bytes.equals(stored))).toBe(true);
    expect((await readdir(path.join(diskFolder, KEY.slice(0, 2)))).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses a name that could leave its folder', async () => {
    const storage = createLocalDiskStorage(diskFolder);
    await expect(storage.get('../../etc/passwd')).rejects.toThrow();
    await expect(storage.put('ab/../../x', bytesOf('x'), 'text/plain')).rejects.toThrow();
  });
});

describe('S3', () => {
  it('fails loudly when the server refuses a write (an access key it does not know)', async () => {
    const storage = createS3Storage({ ...s3Config, credentials: { accessKeyId: 'NOBODY', secretAccessKey: 'S3RVER' } });
    await expect(storage.put(`${KEY}-refused`, bytesOf('x'), 'text/plain')).rejects.toThrow(/Access Key/);
    expect(await createS3Storage(s3Config).get(`${KEY}-refused`)).toBeNull();
  });
});

describe.each(DIALECTS)('the api with S3_BUCKET set (%s)', (dialect) => {
  it('stores an upload and its variants in the bucket and serves them', async () => {
    const api = await createHarness(dialect, {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3Config.endpoint!,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    });
    try {
      const company = await newMember(api, 'company');
      const res = await uploadImage(api, company.accessToken, 'job-info-photo', await photoJpeg(800, 500));
      expect(res.status).toBe(201);
      const { key } = res.body.image;

      const served = await getImage(api.app, imagePath(key, 640, 'avif'));
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/avif');
      expect(await sharp(served.bytes).metadata()).toMatchObject({ width: 640, height: 400 });

      const bucket = createS3Storage(s3Config);
      expect(await bucket.list(`${key}-`)).toEqual([`${key}-640.avif`, originalName(key)]);
      expect(Buffer.from((await bucket.get(`${key}-640.avif`))!)).toEqual(served.bytes);
    } finally {
      await api.close();
    }
  });
});
