import {
  json,
  unstable_createMemoryUploadHandler,
  unstable_parseMultipartFormData,
  type UploadHandler,
} from '@remix-run/node';
import { IMAGE_UPLOAD_LIMITS, type ImagePurpose, MAX_JOB_INFO_PHOTOS } from '#contracts/image';
import { callApi } from '~/utils/api.server';
import { apiFieldErrors } from '~/forms/conform.server';

/** Fields as a posted form, or a draft kept as URLSearchParams, holds them. */
type FormFields = Pick<FormData, 'get'> | URLSearchParams;
import {
  formPicture,
  type FormPicture,
  pictureFieldNames,
  pictureFieldValue,
  pictureFromFields,
  type PictureRules,
} from './picture-field';

export { formPicture };

const MEGABYTE = 1024 * 1024;
const MAX_MEGABYTES = IMAGE_UPLOAD_LIMITS.bytes / MEGABYTE;

/** What the forms print beside their file inputs; sent by the loaders (see JOB_INFO_FORM_LABELS). */
export const PICTURE_RULES: PictureRules = {
  accept: IMAGE_UPLOAD_LIMITS.accept,
  hint: `JPG, PNG, WebP · ${MAX_MEGABYTES}MB 이하`,
  maxPhotos: MAX_JOB_INFO_PHOTOS,
};

/**
 * A file larger than the api takes is not read to the end, let alone sent on: the form says so
 * beside the field, in the words the api answers for one.
 */
export const PICTURE_TOO_BIG_MESSAGE = `사진은 ${MAX_MEGABYTES}MB 이하만 올릴 수 있습니다.`;

export const NO_PICTURE_CHOSEN_MESSAGE = '올릴 사진 파일을 골라주세요.';

/** Text fields are small; a megabyte is the api's own limit for a whole record. */
const MAX_TEXT_PART_BYTES = MEGABYTE;

/** A file the visitor chose, or the mark of one too big to take. */
export type ChosenFile = File | 'too-big';

export interface FormWithFiles {
  /** the text fields, as request.formData() would give them */
  form: FormData;
  /** the files chosen in the named file inputs; an input left empty is absent */
  files: Map<string, ChosenFile>;
}

async function drain(data: AsyncIterable<Uint8Array>) {
  for await (const chunk of data) void chunk;
}

/**
 * A form's post, multipart (with pictures) or url-encoded. Only the named file inputs are read,
 * each up to the upload limit; an empty file input sends a part without a file name, skipped.
 * A malformed or oversized post is a Korean 4xx, never a 500.
 */
export async function readFormWithFiles(request: Request, fileFields: readonly string[]): Promise<FormWithFiles> {
  const files = new Map<string, ChosenFile>();
  if (!/^multipart\/form-data\b/i.test(request.headers.get('content-type') ?? '')) {
    return { form: await request.formData(), files };
  }
  const text = unstable_createMemoryUploadHandler({ maxPartSize: MAX_TEXT_PART_BYTES });
  const handler: UploadHandler = async (part) => {
    if (part.filename === undefined) return text(part);
    if (!fileFields.includes(part.name) || !part.filename) {
      await drain(part.data);
      return undefined;
    }
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    let size = 0;
    for await (const chunk of part.data) {
      size += chunk.byteLength;
      if (size <= IMAGE_UPLOAD_LIMITS.bytes) chunks.push(chunk as Uint8Array<ArrayBuffer>);
    }
    files.set(
      part.name,
      size > IMAGE_UPLOAD_LIMITS.bytes ? 'too-big' : new File(chunks, part.filename, { type: part.contentType }),
    );
    return undefined;
  };
  try {
    return { form: await unstable_parseMultipartFormData(request, handler), files };
  } catch {
    throw json({ message: '보낸 내용을 읽을 수 없습니다. 다시 시도해주세요.' }, { status: 400 });
  }
}

/** The picture a form carried back in a slot's hidden fields, or null when it holds none (or nonsense). */
export function readFormPicture(form: FormFields, slot: string, purpose: ImagePurpose): FormPicture | null {
  const names = pictureFieldNames(slot);
  return pictureFromFields(form.get(names.imageId), form.get(names.image), purpose);
}

/** The hidden fields of a slot holding `picture`, as a form's draft keeps them. */
export function formPictureFields(slot: string, picture: FormPicture | null): Record<string, string> {
  const names = pictureFieldNames(slot);
  return {
    [names.imageId]: picture ? String(picture.id) : '',
    [names.image]: picture ? pictureFieldValue(picture) : '',
  };
}

export type UploadAnswer = { ok: true; picture: FormPicture } | { ok: false; status: number; message: string };

/** Sends one chosen file to the api's `POST /images`; a refusal is the api's Korean message for the file. */
export async function uploadPicture(request: Request, purpose: ImagePurpose, file: ChosenFile): Promise<UploadAnswer> {
  if (file === 'too-big') return { ok: false, status: 413, message: PICTURE_TOO_BIG_MESSAGE };
  const body = new FormData();
  body.append('purpose', purpose);
  body.append('file', file);
  // multipart, as the api reads it: the client's own form encoding would type the file as text
  const result = await callApi(request, (api) => api.images.$post({ form: {} }, { init: { body } }));
  if (result.ok) return { ok: true, picture: formPicture(result.data.image, purpose) };
  return { ok: false, status: result.status, message: apiFieldErrors(result.error).file ?? result.error.message };
}

/**
 * The file chosen in a slot's file input, uploaded: null when none was chosen, else the picture or
 * the refusal to show beside the field.
 */
export async function uploadChosenPicture(
  request: Request,
  files: Map<string, ChosenFile>,
  slot: string,
  purpose: ImagePurpose,
): Promise<UploadAnswer | null> {
  const file = files.get(pictureFieldNames(slot).file);
  return file ? uploadPicture(request, purpose, file) : null;
}
