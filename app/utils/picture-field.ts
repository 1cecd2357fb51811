import type { Image } from '../../api/contracts/image';

/**
 * An uploaded picture as a form holds it: the image the api answered, and the thumbnail the form
 * shows. The thumbnail is worked out on the server, so the forms' script carries no contract code.
 */
export interface FormPicture extends Image {
  thumbnail: { src: string; width: number; height: number };
}

/** A posting's photo in its form: the picture and the words that describe it. */
export interface FormPhoto {
  picture: FormPicture;
  alt: string;
}

/**
 * What a form posts back for a picture it holds besides its id (`<name>.image`): the key and size
 * the thumbnail is made from, so a form that comes back refused shows the picture again.
 */
export const pictureFieldValue = (image: Image) => `${image.key}:${image.width}:${image.height}`;

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
