import { json, type TypedResponse } from '@remix-run/node';
import { type JobInfo, type JobInfoInput } from '../../api/contracts/job-info';
import {
  BENEFITS,
  CAREER_TYPES,
  CERTIFICATES,
  EDUCATION_LEVELS,
  EMPLOYMENT_TYPES,
  PAY_TYPES,
  POSITIONS,
  WORK_DAYS,
  RETENTION_DAYS,
} from '../../api/contracts/enumerations';
import { koreanDay } from '../../api/contracts/korea-time';
import { minimumWageFor } from '../../api/contracts/wage-floor';
import { type ApiResult, authHeaders, jsonWithAuth } from './api.server';
import {
  apiFieldErrors,
  type FormBody,
  formList,
  formRowIndexes,
  formText,
  integerOrText,
  optionalText,
} from './form-data.server';
import type { FormPhoto } from './picture-field';
import {
  formPicture,
  NO_PICTURE_CHOSEN_MESSAGE,
  readFormPicture,
  readFormWithFiles,
  uploadChosenPicture,
} from './picture-upload.server';
import { regionFromFields, sigunguOptionValue } from './region-field';
import { redirectWithToast } from './toast.server';

/**
 * The label tables the posting form shows. The loader sends them, so the browser bundle does not
 * carry the contracts' validation code just to print labels.
 */
export const JOB_INFO_FORM_LABELS = {
  positions: POSITIONS,
  employmentTypes: EMPLOYMENT_TYPES,
  careerTypes: CAREER_TYPES,
  education: EDUCATION_LEVELS,
  payTypes: PAY_TYPES,
  workDays: WORK_DAYS,
  benefits: BENEFITS,
  certificates: CERTIFICATES,
};
export type JobInfoFormLabels = typeof JOB_INFO_FORM_LABELS;

/** This year's minimum wage, shown beside the amount before the api has to refuse one. */
export function wageFloorNow(today = new Date()) {
  const year = Number(koreanDay(today).slice(0, 4));
  return { year, ...minimumWageFor(year) };
}
export type WageFloor = ReturnType<typeof wageFloorNow>;

const TEXT_FIELDS = [
  'title',
  'position',
  'employmentType',
  'careerType',
  'careerYears',
  'education',
  'payType',
  'payAmount',
  'sido',
  'sigungu',
  'addressDetail',
  'workStart',
  'workEnd',
  'daysOff',
  'headcount',
  'deadline',
  'description',
  'contactName',
  'contactPhone',
  'applicationRetentionDays',
] as const;
const LIST_FIELDS = ['workDays', 'benefits', 'preferredCertificates'] as const;

/** The posting form exactly as typed: what a refused save puts back into it. */
export type JobInfoFormValues = Record<(typeof TEXT_FIELDS)[number], string> &
  Record<(typeof LIST_FIELDS)[number], string[]> & {
    alwaysOpen: boolean;
    /** the uploaded photos in their order */
    photos: FormPhoto[];
    /** the words typed for a photo still to be chosen */
    newPhotoAlt: string;
  };

/** The slot of the photo a post adds: its file input `newPhoto.file`, its words `newPhoto.alt`. */
const NEW_PHOTO = 'newPhoto';

/** The form's photo rows (`photos.N.imageId`, `.image`, `.alt`) in the order it sent them. */
function readPhotos(form: FormData): FormPhoto[] {
  return formRowIndexes(form, 'photos').flatMap((i) => {
    const picture = readFormPicture(form, `photos.${i}`, 'job-info-photo');
    return picture ? [{ picture, alt: formText(form, `photos.${i}.alt`) }] : [];
  });
}

export function readJobInfoForm(form: FormData): JobInfoFormValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((name) => [name, formText(form, name)]));
  const lists = Object.fromEntries(LIST_FIELDS.map((name) => [name, formList(form, name)]));
  return {
    ...text,
    ...lists,
    alwaysOpen: form.get('alwaysOpen') === 'on',
    photos: readPhotos(form),
    newPhotoAlt: formText(form, `${NEW_PHOTO}.alt`),
  } as JobInfoFormValues;
}

/** A stored posting in the form's terms; an empty form for a new one. */
export function jobInfoFormValues(jobInfo: JobInfo | null): JobInfoFormValues {
  const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));
  return {
    title: text(jobInfo?.title),
    position: text(jobInfo?.position),
    employmentType: text(jobInfo?.employmentType),
    careerType: text(jobInfo?.careerType),
    careerYears: text(jobInfo?.careerYears),
    education: text(jobInfo?.education),
    payType: text(jobInfo?.payType),
    payAmount: text(jobInfo?.payAmount),
    sido: text(jobInfo?.sido),
    sigungu: jobInfo?.sido && jobInfo.sigungu ? sigunguOptionValue(jobInfo.sido, jobInfo.sigungu) : '',
    addressDetail: text(jobInfo?.addressDetail),
    workDays: jobInfo?.workDays ?? [],
    workStart: text(jobInfo?.workStart),
    workEnd: text(jobInfo?.workEnd),
    daysOff: text(jobInfo?.daysOff),
    headcount: text(jobInfo?.headcount),
    deadline: text(jobInfo?.deadline),
    alwaysOpen: jobInfo?.alwaysOpen ?? false,
    benefits: jobInfo?.benefits ?? [],
    preferredCertificates: jobInfo?.preferredCertificates ?? [],
    description: text(jobInfo?.description),
    contactName: text(jobInfo?.contactName),
    contactPhone: text(jobInfo?.contactPhone),
    applicationRetentionDays: text(jobInfo?.applicationRetentionDays ?? RETENTION_DAYS.default),
    photos: (jobInfo?.photos ?? []).map((photo) => ({ picture: formPicture(photo, 'job-info-photo'), alt: photo.alt })),
    newPhotoAlt: '',
  };
}

/** The api body: numbers parsed, empty fields left out, fields that do not apply dropped. */
export function jobInfoBody(values: JobInfoFormValues): FormBody<JobInfoInput> {
  const region = regionFromFields(values.sido, values.sigungu);
  return {
    title: values.title,
    position: optionalText(values.position) as JobInfoInput['position'],
    employmentType: optionalText(values.employmentType) as JobInfoInput['employmentType'],
    careerType: optionalText(values.careerType) as JobInfoInput['careerType'],
    careerYears: values.careerType === 'experienced' ? integerOrText(values.careerYears) : undefined,
    education: optionalText(values.education) as JobInfoInput['education'],
    payType: optionalText(values.payType) as JobInfoInput['payType'],
    payAmount: values.payType === 'negotiable' ? undefined : integerOrText(values.payAmount),
    sido: region.sido,
    sigungu: region.sigungu,
    addressDetail: optionalText(values.addressDetail),
    workDays: values.workDays as JobInfoInput['workDays'],
    workStart: optionalText(values.workStart),
    workEnd: optionalText(values.workEnd),
    daysOff: optionalText(values.daysOff),
    headcount: integerOrText(values.headcount),
    deadline: values.alwaysOpen ? undefined : optionalText(values.deadline),
    alwaysOpen: values.alwaysOpen,
    benefits: values.benefits as JobInfoInput['benefits'],
    preferredCertificates: values.preferredCertificates as JobInfoInput['preferredCertificates'],
    description: optionalText(values.description),
    contactName: optionalText(values.contactName),
    contactPhone: optionalText(values.contactPhone),
    applicationRetentionDays: integerOrText(values.applicationRetentionDays),
    photos: values.photos.map((photo) => ({ imageId: photo.picture.id, alt: photo.alt })),
  };
}

/**
 * `photo-up:N`, `photo-down:N`, `photo-remove:N` and `photo-add` (the new photo's upload alone):
 * the form with its photos changed and everything else as typed, saving nothing. Null for a save.
 */
export function changePhotos(values: JobInfoFormValues, intent: string): JobInfoFormValues | null {
  if (intent === 'photo-add') return values;
  const [verb, index] = /^photo-(up|down|remove):(\d+)$/.exec(intent)?.slice(1) ?? [];
  if (!verb) return null;
  const photos = [...values.photos];
  const from = Number(index);
  const to = verb === 'up' ? from - 1 : from + 1;
  if (verb === 'remove') photos.splice(from, 1);
  else if (photos[from] && photos[to]) [photos[from], photos[to]] = [photos[to], photos[from]];
  return { ...values, photos };
}

export interface JobInfoFormAnswer {
  /** the api's refusal; absent when a photo button changed the form */
  error?: string;
  fieldErrors: Record<string, string>;
  values: JobInfoFormValues;
}

/**
 * A post of the posting form, read: a photo chosen in it uploaded first, then either the form
 * again (the photo refused, or a photo button pressed) or the values to save.
 */
export async function readJobInfoSubmission(
  request: Request,
): Promise<{ answer: TypedResponse<JobInfoFormAnswer> } | { values: JobInfoFormValues }> {
  const { form, files } = await readFormWithFiles(request, [`${NEW_PHOTO}.file`]);
  let values = readJobInfoForm(form);
  const intent = formText(form, 'intent');
  const upload = await uploadChosenPicture(request, files, NEW_PHOTO, 'job-info-photo');
  const refusal = upload && !upload.ok ? upload : null;
  if (refusal || (!upload && intent === 'photo-add')) {
    const message = refusal?.message ?? NO_PICTURE_CHOSEN_MESSAGE;
    const answer = { error: message, fieldErrors: { [`${NEW_PHOTO}.file`]: message }, values };
    return { answer: await jsonWithAuth<JobInfoFormAnswer>(request, answer, { status: refusal?.status ?? 400 }) };
  }
  if (upload?.ok) {
    const added = { picture: upload.picture, alt: values.newPhotoAlt };
    values = { ...values, photos: [...values.photos, added], newPhotoAlt: '' };
  }
  const changed = changePhotos(values, intent);
  if (changed) return { answer: await jsonWithAuth<JobInfoFormAnswer>(request, { fieldErrors: {}, values: changed }) };
  return { values };
}

/**
 * The answer to a save: back to 공고 관리 with a toast, a 404 page for a posting that is not
 * (or no longer) the company's, else the form again with the api's messages and what was typed.
 */
export async function jobInfoSaveResponse(request: Request, result: ApiResult<unknown>, values: JobInfoFormValues) {
  if (result.ok) {
    return redirectWithToast(
      '/job-info',
      { type: 'success', message: '공고를 저장했습니다.' },
      { headers: await authHeaders(request) },
    );
  }
  if (result.status === 404) {
    throw json({ message: result.error.message }, { status: 404, headers: await authHeaders(request) });
  }
  // `workDays.2` and the like belong to the whole checkbox group; `photos.1.alt` is its photo's.
  const fieldErrors: Record<string, string> = {};
  for (const [path, message] of Object.entries(apiFieldErrors(result.error))) {
    fieldErrors[path.replace(/\.\d+$/, '')] ??= message;
  }
  return jsonWithAuth<JobInfoFormAnswer>(
    request,
    { error: result.error.message, fieldErrors, values },
    { status: result.status },
  );
}
