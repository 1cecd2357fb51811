import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  IMAGE_PURPOSES,
  IMAGE_UPLOAD_LIMITS,
  type ImagePurpose,
  imagePurposeSchema,
  imageSchema,
} from '../../contracts/image';
import type { Role } from '../../contracts/user';
import { z } from '../../contracts/zod';
import type { ApiDeps } from '../deps';
import { requireUser } from '../http/auth';
import type { ApiEnv } from '../http/env';
import { ApiError, forbidden, notFound } from '../http/errors';
import type { LargerBody } from '../http/request-body';
import { bearerSecurity, createRouter, errorResponses, jsonResponse } from '../http/router';
import { TOO_LARGE_MESSAGE, refusedFile } from '../images/pipeline';

const TAGS = ['사진'];

/** The upload's body: the file and a little multipart framing (boundaries, headers, the purpose field). */
export const IMAGE_UPLOAD_BODY: LargerBody = {
  method: 'POST',
  path: '/images',
  maxBytes: IMAGE_UPLOAD_LIMITS.bytes + 64 * 1024,
  code: 'IMAGE_TOO_LARGE',
  message: TOO_LARGE_MESSAGE,
  details: { fields: { file: TOO_LARGE_MESSAGE } },
};

/** Who may upload what: logos and posting photos are a company's, a resume photo a job seeker's. */
const UPLOADER: Record<ImagePurpose, { role: Role; refusal: string }> = {
  logo: { role: 'company', refusal: '로고는 기업회원만 올릴 수 있습니다.' },
  'job-info-photo': { role: 'company', refusal: '공고 사진은 기업회원만 올릴 수 있습니다.' },
  'resume-photo': { role: 'normal', refusal: '이력서 사진은 개인회원만 올릴 수 있습니다.' },
  portfolio: { role: 'normal', refusal: '포트폴리오 사진은 개인회원만 올릴 수 있습니다.' },
};

const NO_FILE_MESSAGE = '사진 파일을 골라주세요.';
const NOT_FOUND_MESSAGE = '사진을 찾을 수 없습니다.';

const uploadFormSchema = z.object({
  purpose: z
    .enum(IMAGE_PURPOSES)
    .openapi({ description: 'logo, job-info-photo (기업회원), resume-photo, portfolio (개인회원)' }),
  file: z.string().openapi({ format: 'binary', description: 'JPEG, PNG 또는 WebP, 10MB·4,000만 화소 이하' }),
});

const upload = createRoute({
  operationId: 'uploadImage',
  method: 'post',
  path: '/images',
  tags: TAGS,
  summary: '사진 올리기: 형식은 내용으로 판별, 방향 적용, EXIF(GPS 포함) 제거, 긴 변 3840px 이하로 보관',
  security: bearerSecurity,
  request: { body: { content: { 'multipart/form-data': { schema: uploadFormSchema } }, required: true } },
  responses: {
    201: jsonResponse(z.object({ image: imageSchema }), '올린 사진 (기록에 쓰지 않으면 24시간 뒤 지워짐)'),
    ...errorResponses(400, 401, 403, 413, 429),
  },
});

const variant = createRoute({
  operationId: 'getImage',
  security: [],
  method: 'get',
  path: '/images/{name}',
  tags: TAGS,
  summary: '사진 파일: <key>-<너비>.avif|webp|jpg 또는 링크 미리보기 <key>-og.jpg (1200×630), 1년 캐시',
  request: {
    params: z.object({
      name: z.string().openapi({ param: { name: 'name', in: 'path' }, example: `${'0'.repeat(32)}-640.avif` }),
    }),
  },
  responses: {
    200: { description: '사진 (처음 요청 때 만들어 보관)', content: { 'image/avif': { schema: z.string() } } },
    304: { description: 'If-None-Match와 같음' },
    ...errorResponses(404),
  },
});

/** The form's purpose and file, or the 400 that says which is missing. */
async function readUploadForm(c: Context<ApiEnv>): Promise<{ purpose: ImagePurpose; file: File }> {
  if (!/^multipart\/form-data/i.test(c.req.header('content-type') ?? '')) {
    throw new ApiError(400, 'BAD_REQUEST', '사진은 multipart/form-data로 보내주세요.');
  }
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new ApiError(400, 'BAD_REQUEST', '요청 형식이 올바르지 않습니다. 사진을 다시 올려주세요.');
  }
  const purpose = imagePurposeSchema.safeParse(form.get('purpose'));
  if (!purpose.success) {
    const message = purpose.error.issues[0]!.message;
    throw new ApiError(400, 'VALIDATION_ERROR', message, { fields: { purpose: message } });
  }
  const file = form.get('file');
  // a form sent without choosing a file has a part with no file name and no bytes
  if (!(file instanceof File) || (file.size === 0 && file.name === '')) {
    throw refusedFile(400, 'VALIDATION_ERROR', NO_FILE_MESSAGE);
  }
  return { purpose: purpose.data, file };
}

/** The variant's weak validator: the same name is the same picture, whichever process encoded it. */
const etagOf = (name: string) => `W/"${name}"`;

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === bare;
  });
}

export function imageRoutes({ images, tokens, signIns }: ApiDeps) {
  const router = createRouter();
  router.openAPIRegistry.registerPath(upload);
  router.openAPIRegistry.registerPath(variant);

  return router
    .post('/images', requireUser(tokens, signIns), async (c) => {
      const { purpose, file } = await readUploadForm(c);
      const user = c.get('user');
      if (user.role !== UPLOADER[purpose].role) throw forbidden(UPLOADER[purpose].refusal);
      // told before the file is read: a form's other pictures need not wait for a refusal
      if (file.size > IMAGE_UPLOAD_LIMITS.bytes) throw refusedFile(413, 'IMAGE_TOO_LARGE', TOO_LARGE_MESSAGE);
      await images.checkUploadRate(user.id);
      const image = await images.upload({
        ownerId: user.id,
        purpose,
        bytes: new Uint8Array(await file.arrayBuffer()),
      });
      return c.json({ image }, 201);
    })
    .get('/images/:name', async (c) => {
      const offered = await images.offered(c.req.param('name'));
      if (!offered) throw notFound(NOT_FOUND_MESSAGE);
      const etag = etagOf(offered.name);
      const headers = { 'Cache-Control': 'public, max-age=31536000, immutable', ETag: etag };
      if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
      const bytes = await images.bytesOf(offered);
      if (!bytes) throw notFound(NOT_FOUND_MESSAGE);
      // read from a file or a socket: an ArrayBuffer, never shared memory
      return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
        ...headers,
        'Content-Type': offered.contentType,
        'Content-Length': String(bytes.byteLength),
      });
    });
}
