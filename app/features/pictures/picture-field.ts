import type { Image } from '#contracts/image';
// not contracts/image.ts itself, whose validators would ride along into the forms' script
import { imagePath, type ImagePurpose, imageWidths } from '#contracts/image-variants';

/**
 * An uploaded picture as a form holds it: the image the api answered, and the thumbnail the form
 * shows.
 */
export interface FormPicture extends Image {
  thumbnail: { src: string; width: number; height: number };
}

/** The picture with the thumbnail its form shows: the smallest width the picture exists at, as JPEG. */
export function formPicture(image: Image, purpose: ImagePurpose): FormPicture {
  const width = imageWidths(image, purpose)[0]!;
  const height = Math.max(1, Math.round((image.height * width) / image.width));
  return {
    id: image.id,
    key: image.key,
    width: image.width,
    height: image.height,
    thumbnail: { src: imagePath(image.key, width, 'jpeg'), width, height },
  };
}

/**
 * What a form posts back for a picture it holds besides its id (`<name>.image`): the key and size
 * the thumbnail is made from, so a form that comes back refused shows the picture again.
 */
export const pictureFieldValue = (image: Image) => `${image.key}:${image.width}:${image.height}`;

/** The picture a form's two hidden fields hold (its id, `pictureFieldValue`), or null for none or nonsense. */
export function pictureFromFields(id: unknown, image: unknown, purpose: ImagePurpose): FormPicture | null {
  const match = typeof image === 'string' ? /^([0-9a-f]{32}):(\d{1,6}):(\d{1,6})$/.exec(image) : null;
  if (typeof id !== 'string' || !/^\d{1,12}$/.test(id) || !match) return null;
  const [width, height] = [Number(match[2]), Number(match[3])];
  if (!width || !height) return null;
  return formPicture({ id: Number(id), key: match[1]!, width, height }, purpose);
}

/** The fields of one picture slot: `logo.imageId`, `logo.image`, `logo.file`, `logo.remove`. */
export function pictureFieldNames(slot: string) {
  return {
    imageId: `${slot}.imageId`,
    image: `${slot}.image`,
    file: `${slot}.file`,
    remove: `${slot}.remove`,
  };
}

/** The words beside every file input: what may be uploaded. */
export interface PictureRules {
  /** the file picker's `accept` */
  accept: string;
  /** "JPG, PNG, WebP · 10MB 이하" */
  hint: string;
  /** how many photos a posting may have */
  maxPhotos: number;
}

/** What `/upload-image` answers the forms' script. */
export type UploadImageAnswer = { image: FormPicture } | { error: string };
