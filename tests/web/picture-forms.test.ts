import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_UPLOAD_LIMITS } from '#contracts/image';
import type { JobInfo } from '#contracts/job-info';
import { remixFetchGlobals, webModulesOnOwnEnv } from './file-scope';
import { asOneRequest } from './page-request';

/*
 * The web's half of uploading pictures from the forms: reading a multipart post, the hidden fields
 * that carry an uploaded picture back, the form adapters' api bodies and photo buttons, and the
 * call that passes a file on to the api's POST /images.
 */

// as in the web server: Remix's fetch, FormData and File
remixFetchGlobals();
webModulesOnOwnEnv();

afterEach(() => {
  vi.resetModules();
  vi.unstubAllEnvs();
});

const KEY = 'a'.repeat(32);
const OTHER_KEY = 'b'.repeat(32);

type Part = { name: string; value: string } | { name: string; filename: string; type?: string; bytes: Buffer };

/** A multipart body as a browser writes it; an empty file input is a part with an empty filename. */
function multipartRequest(parts: Part[], path = '/job-info/create'): Request {
  const boundary = '----bbangjob-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'filename' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n`
        : `Content-Disposition: form-data; name="${part.name}"\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n`));
    chunks.push('filename' in part ? part.bytes : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat(chunks),
  });
}

const server = () => import('../../app/features/pictures/picture-upload.server');

describe('reading a form that may carry pictures', () => {
  it('gives the text fields and a chosen file; an empty file input uploads nothing', async () => {
    const { readFormWithFiles } = await server();
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const chosen = await readFormWithFiles(
      multipartRequest([
        { name: 'title', value: '새벽 제빵사 모집' },
        { name: 'newPhoto.file', filename: '매장.jpg', type: 'image/jpeg', bytes: jpeg },
        { name: 'newPhoto.alt', value: '매장 외관' },
      ]),
      ['newPhoto.file'],
    );
    expect(chosen.form.get('title')).toBe('새벽 제빵사 모집');
    expect(chosen.form.get('newPhoto.alt')).toBe('매장 외관');
    expect(chosen.form.has('newPhoto.file')).toBe(false);
    const file = chosen.files.get('newPhoto.file');
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe('매장.jpg');
    expect((file as File).type).toBe('image/jpeg');
    expect(Buffer.from(await (file as File).arrayBuffer())).toEqual(jpeg);

    const empty = await readFormWithFiles(
      multipartRequest([
        { name: 'title', value: '사진 없는 공고' },
        { name: 'newPhoto.file', filename: '', bytes: Buffer.alloc(0) },
      ]),
      ['newPhoto.file'],
    );
    expect(empty.form.get('title')).toBe('사진 없는 공고');
    expect(empty.files.size).toBe(0);
  });

  it('reads a file too big to take no further, and keeps every field after it', async () => {
    const { readFormWithFiles } = await server();
    const { form, files } = await readFormWithFiles(
      multipartRequest([
        {
          name: 'logo.file',
          filename: 'big.jpg',
          type: 'image/jpeg',
          bytes: Buffer.alloc(IMAGE_UPLOAD_LIMITS.bytes + 1),
        },
        { name: 'username', value: '빵굽는마을' },
      ]),
      ['logo.file'],
    );
    expect(files.get('logo.file')).toBe('too-big');
    expect(form.get('username')).toBe('빵굽는마을');
  });

  it('takes a file of exactly the limit', async () => {
    const { readFormWithFiles } = await server();
    const { files } = await readFormWithFiles(
      multipartRequest([{ name: 'logo.file', filename: 'ok.jpg', bytes: Buffer.alloc(IMAGE_UPLOAD_LIMITS.bytes) }]),
      ['logo.file'],
    );
    expect((files.get('logo.file') as File).size).toBe(IMAGE_UPLOAD_LIMITS.bytes);
  });

  it('drops files sent in fields the form does not have', async () => {
    const { readFormWithFiles } = await server();
    const { form, files } = await readFormWithFiles(
      multipartRequest([
        { name: 'other', filename: 'x.jpg', bytes: Buffer.from('x') },
        { name: 'title', value: '제목' },
      ]),
      ['newPhoto.file'],
    );
    expect(files.size).toBe(0);
    expect([...form.keys()]).toEqual(['title']);
  });

  it('reads an url-encoded post as before', async () => {
    const { readFormWithFiles } = await server();
    const request = new Request('http://localhost:3000/resume/create', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'title=%EC%A0%9C%EB%AA%A9&intent=save',
    });
    const { form, files } = await readFormWithFiles(request, ['photo.file']);
    expect(form.get('title')).toBe('제목');
    expect(files.size).toBe(0);
  });

  it('answers a text field of more than a megabyte with a Korean 400, not a 500', async () => {
    const { readFormWithFiles } = await server();
    const request = new Request('http://localhost:3000/job-info/create', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\n' + 'a'.repeat(2 * 1024 * 1024),
    });
    const thrown = await readFormWithFiles(request, []).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(400);
    expect(((await (thrown as Response).json()) as { message: string }).message).toMatch(/읽을 수 없습니다/);
  });
});

describe('an uploaded picture in a form', () => {
  it('shows the smallest width the picture exists at, as JPEG: 96 for a logo, 640 for a photo', async () => {
    const { formPicture } = await server();
    expect(formPicture({ id: 1, key: KEY, width: 800, height: 400 }, 'logo').thumbnail).toEqual({
      src: `/images/${KEY}-96.jpg`,
      width: 96,
      height: 48,
    });
    expect(formPicture({ id: 2, key: KEY, width: 2000, height: 1500 }, 'job-info-photo').thumbnail).toEqual({
      src: `/images/${KEY}-640.jpg`,
      width: 640,
      height: 480,
    });
    // never wider than the picture itself
    expect(formPicture({ id: 3, key: KEY, width: 300, height: 400 }, 'resume-photo').thumbnail.src).toBe(
      `/images/${KEY}-300.jpg`,
    );
  });

  it('comes back from its hidden fields, and nonsense there is no picture', async () => {
    const { formPicture, formPictureFields, readFormPicture } = await server();
    const picture = formPicture({ id: 7, key: KEY, width: 1200, height: 900 }, 'logo');
    const fields = formPictureFields('logo', picture);
    expect(fields).toEqual({ 'logo.imageId': '7', 'logo.image': `${KEY}:1200:900` });
    expect(readFormPicture(new URLSearchParams(fields), 'logo', 'logo')).toEqual(picture);
    for (const [id, image] of [
      ['', `${KEY}:1200:900`],
      ['7', ''],
      ['7x', `${KEY}:1200:900`],
      ['7', `../../etc:1200:900`],
      ['7', `${KEY}:0:900`],
      ['7', `${KEY}:1200:900" onerror="x`],
    ]) {
      expect(readFormPicture(new URLSearchParams({ 'logo.imageId': id!, 'logo.image': image! }), 'logo', 'logo')).toBe(
        null,
      );
    }
  });
});

/** The hidden fields of an uploaded photo row, and its words. */
function photoRow(form: FormData, row: number, id: number, key: string, alt: string) {
  form.append(`photos[${row}].imageId`, String(id));
  form.append(`photos[${row}].image`, `${key}:1600:1200`);
  form.append(`photos[${row}].alt`, alt);
}

/** One of Conform's list intents, as its button posts it. */
function listIntent(form: FormData, intent: { type: 'reorder' | 'remove' | 'insert'; payload: object }) {
  form.append('__intent__', JSON.stringify(intent));
  return form;
}

describe('the posting form and its photos', () => {
  const schema = () => import('../../app/features/job-infos/job-info-form.schema');
  const adapter = () => import('../../app/features/job-infos/job-info-form.server');
  const fields = () => import('../../app/features/pictures/picture-field');

  it('reads the photos in the form’s order with their words and sends them as { imageId, alt }', async () => {
    const { validateJobInfoForm } = await schema();
    const { pictureFromFields } = await fields();
    const form = new FormData();
    form.append('title', '주말 파티시에');
    photoRow(form, 1, 11, OTHER_KEY, '주방');
    photoRow(form, 0, 12, KEY, '매장 외관');
    form.append('newPhoto.alt', '진열대');
    const submission = validateJobInfoForm(form);
    expect(submission.status).toBe('success');
    expect(submission.status === 'success' && submission.value.photos).toEqual([
      { imageId: 12, alt: '매장 외관' },
      { imageId: 11, alt: '주방' },
    ]);
    const reply = submission.reply();
    const [first] = reply.initialValue?.photos as { imageId: string; image: string }[];
    expect(pictureFromFields(first!.imageId, first!.image, 'job-info-photo')?.thumbnail.src).toBe(
      `/images/${KEY}-640.jpg`,
    );
    expect(reply.initialValue?.newPhoto).toEqual({ alt: '진열대' });
  });

  it('sends no photos for a form without any, and keeps none from a stored posting without', async () => {
    const { validateJobInfoForm } = await schema();
    const { jobInfoFormDefaults } = await adapter();
    const form = new FormData();
    form.append('title', '사진 없는 공고');
    const submission = validateJobInfoForm(form);
    expect(submission.status === 'success' && submission.value.photos).toEqual([]);
    expect(jobInfoFormDefaults(null)?.photos ?? []).toEqual([]);
    expect(jobInfoFormDefaults({ photos: [] } as Partial<JobInfo> as JobInfo)?.photos).toEqual([]);
  });

  it('shows a stored posting’s photos in its order with their words', async () => {
    const { jobInfoFormDefaults } = await adapter();
    const { pictureFromFields } = await fields();
    const stored = {
      photos: [
        { id: 5, key: KEY, width: 1080, height: 720, alt: '매장 외관' },
        { id: 4, key: OTHER_KEY, width: 500, height: 500, alt: '주방' },
      ],
    } as Partial<JobInfo> as JobInfo;
    const photos = jobInfoFormDefaults(stored)?.photos ?? [];
    expect(
      photos.map((photo) => [
        photo?.imageId,
        photo?.alt,
        pictureFromFields(photo?.imageId, photo?.image, 'job-info-photo')?.thumbnail.src,
      ]),
    ).toEqual([
      ['5', '매장 외관', `/images/${KEY}-640.jpg`],
      ['4', '주방', `/images/${OTHER_KEY}-500.jpg`],
    ]);
  });

  it('moves a photo up and down, removes one, and leaves the ends as they are, saving nothing', async () => {
    const { validateJobInfoForm } = await schema();
    const { photoMoves } = await import('../../app/features/job-infos/job-info-fields');
    const posted = (intent: Parameters<typeof listIntent>[1]) => {
      const form = new FormData();
      photoRow(form, 0, 1, KEY, '하나');
      photoRow(form, 1, 2, KEY, '둘');
      photoRow(form, 2, 3, KEY, '셋');
      const submission = validateJobInfoForm(listIntent(form, intent));
      // a button of the list is no save
      expect(submission.status).toBe(undefined);
      return (submission.reply().initialValue?.photos as { imageId: string }[]).map((photo) => Number(photo.imageId));
    };
    const move = (index: number, way: 'up' | 'down') =>
      posted({ type: 'reorder', payload: { name: 'photos', ...photoMoves(index, 3)[way] } });
    expect(move(2, 'up')).toEqual([1, 3, 2]);
    expect(move(0, 'down')).toEqual([2, 1, 3]);
    expect(posted({ type: 'remove', payload: { name: 'photos', index: 1 } })).toEqual([1, 3]);
    expect(move(0, 'up')).toEqual([1, 2, 3]);
    expect(move(2, 'down')).toEqual([1, 2, 3]);
  });

  it('shows the api’s message for a photo’s words beside that photo, and a checkbox group’s on the group', async () => {
    const { validateJobInfoForm } = await schema();
    const { jobInfoSaveResponse } = await adapter();
    const form = new FormData();
    form.append('title', '사진 있는 공고');
    const response = await jobInfoSaveResponse(validateJobInfoForm(form), {
      ok: false,
      status: 400,
      error: {
        code: 'VALIDATION_ERROR',
        message: '입력값을 확인해주세요.',
        details: {
          fields: { 'photos.1.alt': '사진 설명을 입력해주세요.', 'workDays.2': '근무요일을 확인해주세요.' },
        },
      },
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toEqual({
      'photos[1].alt': ['사진 설명을 입력해주세요.'],
      workDays: ['근무요일을 확인해주세요.'],
    });
  });
});

describe('the resume form and its photo', () => {
  const schema = () => import('../../app/features/resumes/resume-form.schema');

  function resumeForm(fields: Record<string, string>) {
    const form = new FormData();
    form.append('title', '5년차 제빵사');
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return form;
  }

  it('sends the photo it holds, null without one, and null when 사진 삭제 is ticked', async () => {
    const { validateResumeForm } = await schema();
    const { pictureFromFields } = await import('../../app/features/pictures/picture-field');
    const photoImageId = (form: FormData) => {
      const submission = validateResumeForm(form);
      return submission.status === 'success' ? submission.value.photoImageId : 'refused';
    };
    expect(pictureFromFields('9', `${KEY}:600:800`, 'resume-photo')?.thumbnail).toEqual({
      src: `/images/${KEY}-600.jpg`,
      width: 600,
      height: 800,
    });
    expect(photoImageId(resumeForm({ 'photo.imageId': '9', 'photo.image': `${KEY}:600:800` }))).toBe(9);
    expect(photoImageId(resumeForm({}))).toBe(null);
    expect(
      photoImageId(resumeForm({ 'photo.imageId': '9', 'photo.image': `${KEY}:600:800`, 'photo.remove': 'on' })),
    ).toBe(null);
  });

  it('keeps the photo through a row button', async () => {
    const { validateResumeForm } = await schema();
    const form = listIntent(resumeForm({ 'photo.imageId': '9', 'photo.image': `${KEY}:600:800` }), {
      type: 'insert',
      payload: { name: 'careers' },
    });
    const reply = validateResumeForm(form).reply();
    expect((reply.initialValue?.photo as { imageId?: string }).imageId).toBe('9');
    expect(reply.initialValue?.careers).toHaveLength(1);
  });
});

/** A stand-in for the api's POST /images that keeps what it was sent and answers as told. */
async function imagesApi(answer: { status: number; body: unknown }) {
  const received: { contentType: string; body: Buffer }[] = [];
  const api = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ contentType: req.headers['content-type'] ?? '', body: Buffer.concat(chunks) });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  vi.stubEnv('API_BASE_URL', `http://127.0.0.1:${(api.address() as AddressInfo).port}`);
  return { received, close: () => new Promise<void>((resolve) => api.close(() => resolve())) };
}

describe('passing a chosen file on to the api', () => {
  const request = () => new Request('http://localhost:3000/user/edit', { method: 'POST' });
  const file = () => new File([Buffer.from([0xff, 0xd8, 0xff, 0xd9])], 'logo.jpg', { type: 'image/jpeg' });

  it('posts the purpose and the file as multipart and answers the picture with its thumbnail', async () => {
    const api = await imagesApi({ status: 201, body: { image: { id: 31, key: KEY, width: 400, height: 400 } } });
    const { uploadPicture } = await server();
    const { value: answer } = await asOneRequest(() => uploadPicture(request(), 'logo', file()));
    await api.close();
    expect(answer).toEqual({
      ok: true,
      picture: {
        id: 31,
        key: KEY,
        width: 400,
        height: 400,
        thumbnail: { src: `/images/${KEY}-96.jpg`, width: 96, height: 96 },
      },
    });
    expect(api.received).toHaveLength(1);
    const sent = api.received[0]!;
    expect(sent.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const parsed = await new Response(new Uint8Array(sent.body), {
      headers: { 'content-type': sent.contentType },
    }).formData();
    expect(parsed.get('purpose')).toBe('logo');
    const sentFile = parsed.get('file') as File;
    expect(sentFile.name).toBe('logo.jpg');
    expect(Buffer.from(await sentFile.arrayBuffer())).toEqual(Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
  });

  it('answers the api’s Korean message for the file when it refuses it', async () => {
    const message = 'JPG, PNG, WebP 사진만 올릴 수 있습니다.';
    const api = await imagesApi({
      status: 400,
      body: { code: 'IMAGE_REFUSED', message: '사진을 확인해주세요.', details: { fields: { file: message } } },
    });
    const { uploadPicture } = await server();
    const { value: answer } = await asOneRequest(() => uploadPicture(request(), 'job-info-photo', file()));
    await api.close();
    expect(answer).toEqual({ ok: false, status: 400, message });
  });

  it('refuses a file too big to take without calling the api', async () => {
    const api = await imagesApi({ status: 500, body: {} });
    const { PICTURE_TOO_BIG_MESSAGE, uploadPicture } = await server();
    const answer = await uploadPicture(request(), 'logo', 'too-big');
    await api.close();
    expect(answer).toEqual({ ok: false, status: 413, message: PICTURE_TOO_BIG_MESSAGE });
    expect(PICTURE_TOO_BIG_MESSAGE).toBe('사진은 10MB 이하만 올릴 수 있습니다.');
    expect(api.received).toHaveLength(0);
  });
});
