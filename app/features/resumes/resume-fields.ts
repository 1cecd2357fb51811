import type { NewBakeFields, PortfolioRowFields } from '~/features/portfolio/portfolio-fields';

/** One of the five 희망 지역 slots: `sigungu` carries its 시·도 ('부산:해운대구', see region-field.ts). */
export type RegionFields = { sido: string; sigungu: string };

/** A 경력 row; 재직중 (`current`) is sent as no end (`to: null`). */
export type CareerFields = {
  bakery: string;
  role: string;
  from: string;
  to: string;
  current: boolean;
  duties: string;
};

/** A 자격증 row: a listed certificate goes by its label here and by its code to the api. */
export type CertificateFields = { name: string; acquiredOn: string };

/**
 * The resume form's fields, named as the contract names them (`resumeInputSchema`), so the api's
 * field messages land beside them. `photo` is the picture slot (`photo.imageId`, `.image`, `.file`,
 * `.remove`), sent to the api as `photoImageId`; `newBake` is the slot of a portfolio photo still to
 * be uploaded.
 */
export type ResumeFormFields = {
  title: string;
  name: string;
  birthYear: number;
  phone: string;
  email: string;
  regions: RegionFields[];
  positions: string[];
  employmentType: string;
  payType: string;
  payAmount: number;
  education: string;
  careers: CareerFields[];
  certificates: CertificateFields[];
  introduction: string;
  photo: { imageId: string; image: string; remove: boolean; file?: File };
  portfolio: PortfolioRowFields[];
  newBake: NewBakeFields;
};

/** 희망 지역 slots the form always shows: the api takes up to five. */
export const REGION_SLOTS = 5;

/** How many 경력 and 자격증 rows the form offers (the contract's limits). */
export type ResumeRowLimits = { careers: number; certificates: number };
