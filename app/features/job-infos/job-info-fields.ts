import type { PaidPayType } from '#contracts/wage-floor';

/** A posting's photo row as the form holds it: the uploaded image (its id and `pictureFieldValue`), its words. */
export type PhotoFields = {
  imageId: string;
  image: string;
  alt: string;
  /** with JavaScript, the mark of a row whose photo is still going up */
  upload?: string;
};

/**
 * The posting form's fields, named as the contract names them (`jobInfoInputSchema`), so the api's
 * field messages land beside them. `sigungu` carries its 시·도 ('부산:해운대구', see region-field.ts);
 * `newPhoto` is the slot of a photo still to be uploaded.
 */
export type JobInfoFormFields = {
  title: string;
  position: string;
  employmentType: string;
  careerType: string;
  careerYears: number;
  education: string;
  payType: string;
  payAmount: number;
  sido: string;
  sigungu: string;
  addressDetail: string;
  workDays: string[];
  workStart: string;
  workEnd: string;
  daysOff: string;
  headcount: number;
  deadline: string;
  alwaysOpen: boolean;
  benefits: string[];
  preferredCertificates: string[];
  wantedTechniques: string[];
  description: string;
  contactName: string;
  contactPhone: string;
  applicationRetentionDays: number;
  photos: PhotoFields[];
  newPhoto: { alt: string; file?: File };
};

/** The file input of the photo a post adds (its words are `newPhoto.alt`). */
export const NEW_PHOTO_FILE = 'newPhoto.file';

/** This year's minimum wage, shown beside the amount before the api has to refuse one. */
export type WageFloor = { year: number } & Record<PaidPayType, number>;

/** Where 위로 and 아래로 move photo `index` of `count`: one place up or down, and never past the ends. */
export function photoMoves(index: number, count: number) {
  return {
    up: { from: index, to: Math.max(0, index - 1) },
    down: { from: index, to: Math.min(count - 1, index + 1) },
  };
}
