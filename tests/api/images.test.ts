import { readdir } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMAGE_FORMATS,
  IMAGE_MIME_TYPES,
  type Image,
  type ImagePurpose,
  imagePath,
  imageWidths,
  ogImagePath,
} from '#contracts/image';
import { originalName, UPLOAD_RATE_LIMIT } from '../../api/src/images/image-files';
import { newMember, postingInput, resumeInput } from './fixtures';
import { createHarness, DIALECTS, type Harness } from './harness';
import { getImage, photo, photoJpeg, transparentLogo, uploadImage } from './image-fixtures';

const HOUR = 3_600_000;

/** A PNG whose header declares `width`×`height` grey pixels over a few bytes of data: a decompression bomb. */
function declaredPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The start of an iPhone photo: an ISO media file whose ftyp box names the HEIC brands. */
const heicBytes = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypheic', 'latin1'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('mif1heic', 'latin1'),
  Buffer.alloc(200, 7),
]);

describe.each(DIALECTS)('pictures (%s)', (dialect) => {
  let api: Harness;
  let company: Awaited<ReturnType<typeof newMember>>;
  let seeker: Awaited<ReturnType<typeof newMember>>;

  beforeAll(async () => {
    api = await createHarness(dialect);
    company = await newMember(api, 'company');
    seeker = await newMember(api, 'normal');
  });
  afterAll(() => api.close());

  const countImages = async () =>
    Number(
      (
        await api.db
          .selectFrom('images')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  async function uploaded(purpose: ImagePurpose, bytes: Uint8Array, token = company.accessToken): Promise<Image> {
    const res = await uploadImage(api, token, purpose, bytes);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.image;
  }

  describe('POST /images', () => {
    it('stores a JPEG, a PNG and a WebP and answers the picture', async () => {
      const files = [
        await photoJpeg(900, 600),
        await photo(800, 500).png().toBuffer(),
        await photo(700, 400).webp().toBuffer(),
      ];
      const images = await Promise.all(files.map((bytes) => uploaded('job-info-photo', bytes)));
      expect(images.map(({ width, height }) => [width, height])).toEqual([
        [900, 600],
        [800, 500],
        [700, 400],
      ]);
      for (const image of images) {
        expect(image).toEqual({
          id: expect.any(Number),
          key: expect.stringMatching(/^[0-9a-f]{32}$/),
          width: image.width,
          height: image.height,
        });
        const original = await api.deps.images.storage.get(originalName(image.key));
        // an opaque picture is kept as a JPEG, whatever it came as
        expect((await sharp(original!).metadata()).format).toBe('jpeg');
      }
      const row = await api.db
        .selectFrom('images')
        .selectAll()
        .where('id', '=', images[0]!.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ owner_id: company.id, purpose: 'job-info-photo', removed_at: null });
    });

    it('names the same picture by the same key, and keeps a logo’s transparency', async () => {
      const logo = await transparentLogo().toBuffer();
      const first = await uploaded('logo', logo);
      const second = await uploaded('logo', logo);
      expect(second.id).not.toBe(first.id);
      expect(second.key).toBe(first.key);
      const original = await api.deps.images.storage.get(originalName(first.key));
      const metadata = await sharp(original!).metadata();
      expect(metadata).toMatchObject({ format: 'png', hasAlpha: true });
    });

    it('turns a photo upright by its EXIF orientation and keeps no EXIF, GPS or other metadata', async () => {
      const sent = await photo(1000, 700)
        .withMetadata({ orientation: 6 })
        .withExif({
          IFD0: { Make: 'Apple', Model: 'iPhone 15' },
          IFD3: {
            GPSLatitudeRef: 'N',
            GPSLatitude: '37/1 33/1 59/1',
            GPSLongitudeRef: 'E',
            GPSLongitude: '126/1 58/1 41/1',
          },
        })
        .withXmp(
          '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>',
        )
        .jpeg()
        .toBuffer();
      const before = await sharp(sent).metadata();
      expect(before.orientation).toBe(6);
      // the GPS IFD's pointer tag (0x8825) is there to be removed
      expect(before.exif!.includes(Buffer.from([0x25, 0x88]))).toBe(true);
      expect(before.xmp).toBeDefined();

      const image = await uploaded('job-info-photo', sent);
      expect([image.width, image.height]).toEqual([700, 1000]);
      const original = await sharp((await api.deps.images.storage.get(originalName(image.key)))!).metadata();
      expect(original).toMatchObject({ width: 700, height: 1000 });
      for (const absent of ['exif', 'xmp', 'iptc', 'icc', 'orientation'] as const)
        expect(original[absent]).toBeUndefined();

      const served = await getImage(api.app, imagePath(image.key, 640, 'jpeg'));
      expect(served.status).toBe(200);
      const variant = await sharp(served.bytes).metadata();
      expect(variant).toMatchObject({ width: 640, height: 914 });
      for (const absent of ['exif', 'xmp', 'iptc', 'orientation'] as const) expect(variant[absent]).toBeUndefined();
    });

    it('keeps a picture at most 3840 px on its long side', async () => {
      const image = await uploaded('job-info-photo', await photo(4800, 1200).jpeg({ quality: 60 }).toBuffer());
      expect([image.width, image.height]).toEqual([3840, 960]);
    });

    const REFUSED: [string, () => Promise<Buffer> | Buffer, string, string][] = [
      ['a GIF', () => photo(200, 100).gif().toBuffer(), 'bakery.gif', 'IMAGE_TYPE_NOT_ALLOWED'],
      [
        'a PDF',
        () => Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n'),
        'menu.pdf',
        'IMAGE_TYPE_NOT_ALLOWED',
      ],
      [
        'a text file named .jpg',
        () => Buffer.from('빵 사진인 척하는 글자입니다'),
        'bread.jpg',
        'IMAGE_TYPE_NOT_ALLOWED',
      ],
      ['an AVIF', () => photo(200, 100).avif().toBuffer(), 'bread.avif', 'IMAGE_TYPE_NOT_ALLOWED'],
      ['a HEIC photo from an iPhone', () => heicBytes, 'IMG_0001.HEIC', 'IMAGE_HEIF'],
      ['an empty file', () => Buffer.alloc(0), 'empty.jpg', 'IMAGE_EMPTY'],
      ['a truncated JPEG', async () => (await photoJpeg(600, 400)).subarray(0, 3000), 'cut.jpg', 'IMAGE_UNREADABLE'],
      [
        'a JPEG of more than 40 megapixels',
        () => photo(8000, 5100).jpeg({ quality: 20 }).toBuffer(),
        'big.jpg',
        'IMAGE_TOO_MANY_PIXELS',
      ],
      [
        'a small PNG declaring a 100 000 × 100 000 canvas',
        () => declaredPng(100_000, 100_000),
        'bomb.png',
        'IMAGE_TOO_MANY_PIXELS',
      ],
    ];

    it.each(REFUSED)('refuses %s with a Korean 400 beside the file field', async (_, make, fileName, code) => {
      const before = await countImages();
      const res = await uploadImage(api, company.accessToken, 'job-info-photo', await make(), fileName);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(code);
      expect(res.body.message).toMatch(/[가-힣]/);
      expect(res.body.details.fields).toEqual({ file: res.body.message });
      expect(await countImages()).toBe(before);
    });

    it('tells how to send a HEIC photo as JPEG', async () => {
      const res = await uploadImage(api, seeker.accessToken, 'resume-photo', heicBytes, 'IMG_0001.HEIC', 'image/heic');
      expect(res.body.message).toContain('JPEG');
      expect(res.body.message).toContain('설정 > 카메라 > 포맷');
    });

    it('refuses a file over 10 MB with a 413 beside the field, while the body fits the upload’s limit', async () => {
      const bytes = Buffer.alloc(10 * 1024 * 1024 + 1);
      bytes.set(await photoJpeg(100, 100));
      const res = await uploadImage(api, company.accessToken, 'job-info-photo', bytes);
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({
        code: 'IMAGE_TOO_LARGE',
        message: '사진은 10MB 이하만 올릴 수 있습니다.',
        details: { fields: { file: '사진은 10MB 이하만 올릴 수 있습니다.' } },
      });
    });

    it('refuses a body past the upload’s limit unread with the same 413; other routes keep 1 MB', async () => {
      const res = await uploadImage(api, company.accessToken, 'job-info-photo', Buffer.alloc(11 * 1024 * 1024, 1));
      expect(res.status).toBe(413);
      expect(res.headers.get('connection')).toBe('close');
      expect(res.body).toMatchObject({ code: 'IMAGE_TOO_LARGE', details: { fields: { file: expect.any(String) } } });

      const other = await api.request('POST', '/check-password', {
        token: company.accessToken,
        rawBody: JSON.stringify({ password: 'x'.repeat(2 * 1024 * 1024) }),
        headers: { 'content-type': 'application/json' },
      });
      expect(other.status).toBe(413);
      expect(other.body.code).toBe('PAYLOAD_TOO_LARGE');
    });

    it('asks for a file and a purpose beside their fields', async () => {
      const noFile = new FormData();
      noFile.set('purpose', 'logo');
      noFile.set('file', new File([], '', { type: 'application/octet-stream' }));
      const res = await api.request('POST', '/images', { rawBody: noFile, token: company.accessToken });
      expect(res.status).toBe(400);
      expect(res.body.details.fields).toEqual({ file: '사진 파일을 골라주세요.' });

      const badPurpose = await uploadImage(api, company.accessToken, 'banner', await photoJpeg(100, 100));
      expect(badPurpose.status).toBe(400);
      expect(badPurpose.body.details.fields).toEqual({ purpose: '사진의 용도가 올바르지 않습니다.' });

      const json = await api.post('/images', { purpose: 'logo' }, company.accessToken);
      expect(json.status).toBe(400);
      expect(json.body.message).toMatch(/[가-힣]/);
    });

    it('lets companies upload logos and posting photos and job seekers resume photos, and no one else', async () => {
      const bytes = await photoJpeg(300, 300);
      expect((await uploadImage(api, undefined, 'logo', bytes)).status).toBe(401);
      for (const purpose of ['logo', 'job-info-photo'] as const) {
        const res = await uploadImage(api, seeker.accessToken, purpose, bytes);
        expect(res.status).toBe(403);
        expect(res.body.message).toContain('기업회원');
        expect((await uploadImage(api, company.accessToken, purpose, bytes)).status).toBe(201);
      }
      const res = await uploadImage(api, company.accessToken, 'resume-photo', bytes);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('이력서 사진은 개인회원만 올릴 수 있습니다.');
      expect((await uploadImage(api, seeker.accessToken, 'resume-photo', bytes)).status).toBe(201);
    });

    it(`refuses a member’s upload past ${UPLOAD_RATE_LIMIT.count} in an hour, beside the field`, async () => {
      const busy = await newMember(api, 'company');
      for (let i = 0; i < UPLOAD_RATE_LIMIT.count; i += 1) {
        await api.deps.imageRecords.insert(busy.id, 'job-info-photo', { key: 'f'.repeat(32), width: 10, height: 10 });
      }
      const bytes = await photoJpeg(100, 100);
      const res = await uploadImage(api, busy.accessToken, 'job-info-photo', bytes);
      expect(res.status).toBe(429);
      expect(res.body.details.fields.file).toBe(res.body.message);
      const anHourAgo = new Date(api.clock.now().getTime() - HOUR - 1).toISOString();
      await api.db.updateTable('images').set({ created_at: anHourAgo }).where('owner_id', '=', busy.id).execute();
      expect((await uploadImage(api, busy.accessToken, 'job-info-photo', bytes)).status).toBe(201);
    });
  });

  describe('GET /images/:name', () => {
    let photoImage: Image;
    let logoImage: Image;
    beforeAll(async () => {
      photoImage = await uploaded('job-info-photo', await photoJpeg(900, 600));
      logoImage = await uploaded('logo', await transparentLogo(400, 200).toBuffer());
    });

    it('serves every offered width in AVIF, WebP and JPEG, made once and cached for a year', async () => {
      const widths = imageWidths(photoImage, 'job-info-photo');
      expect(widths).toEqual([640, 750, 828, 900]);
      for (const width of widths) {
        for (const format of IMAGE_FORMATS) {
          const path = imagePath(photoImage.key, width, format);
          const res = await getImage(api.app, path);
          expect(res.status, path).toBe(200);
          expect(res.headers.get('content-type')).toBe(IMAGE_MIME_TYPES[format]);
          expect(res.headers.get('content-length')).toBe(String(res.bytes.length));
          expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
          expect(res.headers.get('etag')).toBeTruthy();
          const metadata = await sharp(res.bytes).metadata();
          expect(metadata.format).toBe(format === 'avif' ? 'heif' : format);
          expect(metadata.width).toBe(width);
          expect(metadata.height).toBe(Math.round((600 * width) / 900));
        }
      }
      // the second request reads what the first stored
      const stored = await api.deps.images.storage.get(imagePath(photoImage.key, 640, 'avif').slice('/images/'.length));
      expect(Buffer.from(stored!)).toEqual((await getImage(api.app, imagePath(photoImage.key, 640, 'avif'))).bytes);
    });

    it('answers 304 to a browser that has the file', async () => {
      const path = imagePath(photoImage.key, 640, 'webp');
      const first = await getImage(api.app, path);
      const again = await getImage(api.app, path, { 'if-none-match': first.headers.get('etag')! });
      expect(again.status).toBe(304);
      expect(again.bytes.length).toBe(0);
      expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    });

    it('serves a logo at thumbnail widths, transparent in AVIF and WebP and on white in JPEG', async () => {
      expect(imageWidths(logoImage, 'logo')).toEqual([96, 192, 400]);
      for (const format of ['avif', 'webp'] as const) {
        const res = await getImage(api.app, imagePath(logoImage.key, 96, format));
        expect(await sharp(res.bytes).metadata()).toMatchObject({ width: 96, hasAlpha: true });
      }
      const jpeg = await getImage(api.app, imagePath(logoImage.key, 192, 'jpeg'));
      const { data, info } = await sharp(jpeg.bytes).raw().toBuffer({ resolveWithObject: true });
      expect(info).toMatchObject({ width: 192, height: 96, channels: 3 });
      // the top-left corner was transparent: now white, not black
      expect([...data.subarray(0, 3)].every((value) => value > 245)).toBe(true);
    });

    it('answers 404 for a width not offered, an unknown key or a name that is not a picture’s', async () => {
      for (const path of [
        imagePath(photoImage.key, 1080, 'avif'), // wider than the picture
        imagePath(photoImage.key, 96, 'webp'), // a logo's thumbnail width
        imagePath(photoImage.key, 641, 'jpeg'),
        imagePath('0'.repeat(32), 640, 'jpeg'),
        `/images/${photoImage.key}-640.png`,
        `/images/${photoImage.key}-og.webp`,
        `/images/${originalName(photoImage.key)}`,
        '/images/..%2Fapp.db',
      ]) {
        const res = await api.get(path);
        expect(res.status, path).toBe(404);
        expect(res.body.message).toBe('사진을 찾을 수 없습니다.');
      }
    });

    it('makes a 1200×630 link-preview card: a photo covers it, a logo sits on white', async () => {
      for (const image of [photoImage, logoImage]) {
        const res = await getImage(api.app, ogImagePath(image.key));
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toBe('image/jpeg');
        expect(await sharp(res.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
      }
      const card = await sharp((await getImage(api.app, ogImagePath(logoImage.key))).bytes)
        .raw()
        .toBuffer({ resolveWithObject: true });
      const pixel = (x: number, y: number) => [...card.data.subarray((y * 1200 + x) * 3, (y * 1200 + x) * 3 + 3)];
      expect(pixel(10, 10).every((value) => value > 245)).toBe(true);
      expect(pixel(600, 315).every((value) => value < 160)).toBe(true);
    });

    it('never makes a resume photo’s link-preview card', async () => {
      const resumePhoto = await uploaded('resume-photo', await photoJpeg(700, 900), seeker.accessToken);
      expect((await getImage(api.app, imagePath(resumePhoto.key, 640, 'avif'))).status).toBe(200);
      expect((await getImage(api.app, ogImagePath(resumePhoto.key))).status).toBe(404);
    });

    it('makes a new variant whole when it is asked for at once, in one process and in two', async () => {
      const image = await uploaded('job-info-photo', await photoJpeg(1100, 700));
      const path = imagePath(image.key, 1080, 'webp');
      const other = api.anotherProcess();
      const answers = await Promise.all([
        getImage(api.app, path),
        getImage(api.app, path),
        getImage(other.app, path),
        getImage(other.app, path),
      ]);
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(await sharp(answer.bytes).metadata()).toMatchObject({ format: 'webp', width: 1080 });
      }
      const stored = await api.deps.images.storage.get(path.slice('/images/'.length));
      expect(await sharp(stored!).metadata()).toMatchObject({ format: 'webp', width: 1080 });
      const folder = `${api.deps.config.images.dir}/${image.key.slice(0, 2)}`;
      expect((await readdir(folder)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    });

    it('answers 404 for every file of a picture an operator removed', async () => {
      const image = await uploaded('job-info-photo', await photoJpeg(650, 400));
      expect((await getImage(api.app, imagePath(image.key, 640, 'jpeg'))).status).toBe(200);
      await api.db
        .updateTable('images')
        .set({ removed_at: api.clock.now().toISOString(), removed_reason: '음란물' })
        .where('id', '=', image.id)
        .execute();
      expect((await getImage(api.app, imagePath(image.key, 640, 'jpeg'))).status).toBe(404);
      expect((await getImage(api.app, ogImagePath(image.key))).status).toBe(404);
      expect(await api.deps.images.removeFiles(image.key)).toBe(true);
      expect(await api.deps.images.storage.list(image.key)).toEqual([]);
    });
  });

  describe('the clean-up of unused uploads', () => {
    it('deletes uploads no record took after 24 hours, rows and files, and keeps used and shared ones', async () => {
      const owner = await newMember(api, 'company');
      const other = await newMember(api, 'company');
      const shared = await photoJpeg(660, 400);
      const unused = await uploaded('job-info-photo', await photoJpeg(670, 400), owner.accessToken);
      const logo = await uploaded('logo', await photoJpeg(680, 400), owner.accessToken);
      const sharedUnused = await uploaded('job-info-photo', shared, owner.accessToken);
      const sharedUsed = await uploaded('logo', shared, other.accessToken);
      await api.db.updateTable('users').set({ logo_image_id: logo.id }).where('id', '=', owner.id).execute();
      await api.db.updateTable('users').set({ logo_image_id: sharedUsed.id }).where('id', '=', other.id).execute();
      for (const image of [unused, logo, sharedUnused]) {
        expect((await getImage(api.app, imagePath(image.key, 640, 'webp'))).status).toBe(200);
      }
      const rowIds = async () =>
        (await api.db.selectFrom('images').select('id').where('owner_id', 'in', [owner.id, other.id]).execute()).map(
          (row) => row.id,
        );
      const files = (key: string) => api.deps.images.storage.list(key);

      api.clock.advance(23 * HOUR);
      await api.deps.images.cleanUp(api.clock.now());
      expect(await rowIds()).toHaveLength(4);

      api.clock.advance(2 * HOUR);
      // two processes at once: the same end, no error
      await Promise.all([api.deps.images.cleanUp(api.clock.now()), api.deps.images.cleanUp(api.clock.now())]);
      expect((await rowIds()).sort((a, b) => a - b)).toEqual([logo.id, sharedUsed.id]);
      expect(await files(unused.key)).toEqual([]);
      expect(await files(logo.key)).toEqual(expect.arrayContaining([originalName(logo.key), `${logo.key}-640.webp`]));
      // another member’s logo is the same picture: its files stay
      expect(await files(sharedUnused.key)).toContain(originalName(sharedUnused.key));
      expect((await getImage(api.app, imagePath(sharedUsed.key, 640, 'avif'))).status).toBe(200);

      await api.db.updateTable('users').set({ logo_image_id: null }).where('id', '=', other.id).execute();
      await api.deps.images.cleanUp(api.clock.now());
      expect(await rowIds()).toEqual([logo.id]);
      expect(await files(sharedUsed.key)).toEqual([]);
      expect(await files(logo.key)).not.toEqual([]);
    });

    it('keeps a posting’s photos and a resume’s photo', async () => {
      const owner = await newMember(api, 'company');
      const jobSeeker = await newMember(api, 'normal');
      const posted = await uploaded('job-info-photo', await photoJpeg(690, 400), owner.accessToken);
      const resumePhoto = await uploaded('resume-photo', await photoJpeg(400, 500), jobSeeker.accessToken);
      const posting = await api.post('/my/job-infos', postingInput('사진 있는 공고'), owner.accessToken);
      expect(posting.status, JSON.stringify(posting.body)).toBe(201);
      await api.db
        .insertInto('job_info_photos')
        .values({ job_info_id: posting.body.jobInfo.id, position: 0, image_id: posted.id, alt: '매장 전경' })
        .execute();
      const resume = await api.post('/my/resumes', resumeInput, jobSeeker.accessToken);
      expect(resume.status, JSON.stringify(resume.body)).toBe(201);
      await api.db
        .updateTable('resumes')
        .set({ photo_image_id: resumePhoto.id })
        .where('id', '=', resume.body.resume.id)
        .execute();

      api.clock.advance(25 * HOUR);
      await api.deps.images.cleanUp(api.clock.now());
      const kept = await api.db
        .selectFrom('images')
        .select('id')
        .where('id', 'in', [posted.id, resumePhoto.id])
        .execute();
      expect(kept).toHaveLength(2);
      expect(await api.deps.images.storage.list(posted.key)).toContain(originalName(posted.key));
    });

    it('is one of the scheduled tasks', () => {
      expect(api.deps.scheduledTasks).toContain(api.deps.images.task);
    });
  });
});
