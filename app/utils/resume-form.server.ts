import { json, type TypedResponse } from '@remix-run/node';
import { CERTIFICATES, EMPLOYMENT_TYPES, PAY_TYPES, POSITIONS } from '../../api/contracts/enumerations';
import { type Resume, type ResumeInput } from '../../api/contracts/resume';
import { MAX_CAREERS, MAX_RESUME_CERTIFICATES, RESUME_EDUCATION } from '../../api/contracts/enumerations';
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
import type { FormPicture } from './picture-field';
import { formPicture, readFormPicture, readFormWithFiles, uploadChosenPicture } from './picture-upload.server';
import { regionFromFields, sigunguOptionValue } from './region-field';
import { redirectWithToast } from './toast.server';

/** The label tables the resume form shows, sent by the loader (see JOB_INFO_FORM_LABELS). */
export const RESUME_FORM_LABELS = {
  positions: POSITIONS,
  employmentTypes: EMPLOYMENT_TYPES,
  payTypes: PAY_TYPES,
  education: RESUME_EDUCATION,
  certificates: CERTIFICATES,
};
export type ResumeFormLabels = typeof RESUME_FORM_LABELS;

/** How many 경력 and 자격증 rows the form offers. */
export const RESUME_FORM_LIMITS = { careers: MAX_CAREERS, certificates: MAX_RESUME_CERTIFICATES };
export type ResumeFormLimits = typeof RESUME_FORM_LIMITS;

/** 희망 지역 rows the form always shows: the api takes up to five. */
export const REGION_ROWS = 5;

export interface RegionValues {
  sido: string;
  sigungu: string;
}
export interface CareerValues {
  bakery: string;
  role: string;
  from: string;
  to: string;
  /** 재직중: sent as `to: null` */
  current: boolean;
  duties: string;
}
export interface CertificateValues {
  name: string;
  acquiredOn: string;
}

/** The resume form exactly as typed, blank rows included: what a refused save puts back. */
export interface ResumeFormValues {
  title: string;
  name: string;
  birthYear: string;
  phone: string;
  email: string;
  regions: RegionValues[];
  positions: string[];
  employmentType: string;
  payType: string;
  payAmount: string;
  education: string;
  careers: CareerValues[];
  certificates: CertificateValues[];
  introduction: string;
  /** the uploaded photo, shown only where the contacts are */
  photo: FormPicture | null;
  /** 사진 삭제 ticked */
  photoRemoved: boolean;
}

/** The photo's fields: `photo.imageId`, `photo.image`, `photo.file`, `photo.remove`. */
const PHOTO = 'photo';

const TEXT_FIELDS = [
  'title',
  'name',
  'birthYear',
  'phone',
  'email',
  'employmentType',
  'payType',
  'payAmount',
  'education',
  'introduction',
] as const;

const BLANK_REGION: RegionValues = { sido: '', sigungu: '' };
const BLANK_CAREER: CareerValues = { bakery: '', role: '', from: '', to: '', current: false, duties: '' };
const BLANK_CERTIFICATE: CertificateValues = { name: '', acquiredOn: '' };

const padRegions = (regions: RegionValues[]) =>
  [...regions, ...Array.from({ length: REGION_ROWS }, () => BLANK_REGION)].slice(0, REGION_ROWS);

export function readResumeForm(form: FormData): ResumeFormValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((name) => [name, formText(form, name)])) as Record<
    (typeof TEXT_FIELDS)[number],
    string
  >;
  const regions = Array.from({ length: REGION_ROWS }, (_, i) => ({
    sido: formText(form, `regions.${i}.sido`),
    sigungu: formText(form, `regions.${i}.sigungu`),
  }));
  const careers = formRowIndexes(form, 'careers').map((i) => ({
    bakery: formText(form, `careers.${i}.bakery`),
    role: formText(form, `careers.${i}.role`),
    from: formText(form, `careers.${i}.from`),
    to: formText(form, `careers.${i}.to`),
    current: form.get(`careers.${i}.current`) === 'on',
    duties: formText(form, `careers.${i}.duties`),
  }));
  const certificates = formRowIndexes(form, 'certificates').map((i) => ({
    name: formText(form, `certificates.${i}.name`),
    acquiredOn: formText(form, `certificates.${i}.acquiredOn`),
  }));
  return {
    ...text,
    regions,
    positions: formList(form, 'positions'),
    careers,
    certificates,
    photo: readFormPicture(form, PHOTO, 'resume-photo'),
    photoRemoved: form.get(`${PHOTO}.remove`) === 'on',
  };
}

const certificateLabel = (name: string) => CERTIFICATES[name as keyof typeof CERTIFICATES] ?? name;
/** A listed certificate travels as its code, so the talent list can filter by it. */
const certificateCode = (name: string) => Object.entries(CERTIFICATES).find(([, label]) => label === name)?.[0] ?? name;

/** A stored resume in the form's terms; an empty form for a new one. */
export function resumeFormValues(resume: Resume | null): ResumeFormValues {
  const text = (value: string | number | null | undefined) => (value == null ? '' : String(value));
  return {
    title: text(resume?.title),
    name: text(resume?.name),
    birthYear: text(resume?.birthYear),
    phone: text(resume?.phone),
    email: text(resume?.email),
    regions: padRegions(
      (resume?.regions ?? []).map((region) => ({
        sido: region.sido,
        sigungu: region.sigungu ? sigunguOptionValue(region.sido, region.sigungu) : '',
      })),
    ),
    positions: resume?.positions ?? [],
    employmentType: text(resume?.employmentType),
    payType: text(resume?.payType),
    payAmount: text(resume?.payAmount),
    education: text(resume?.education),
    careers: (resume?.careers ?? []).map((career) => ({
      bakery: career.bakery,
      role: career.role,
      from: career.from,
      to: career.to ?? '',
      current: career.to === null,
      duties: career.duties,
    })),
    certificates: (resume?.certificates ?? []).map((certificate) => ({
      name: certificateLabel(certificate.name),
      acquiredOn: certificate.acquiredOn ?? '',
    })),
    introduction: text(resume?.introduction),
    photo: resume?.photo ? formPicture(resume.photo, 'resume-photo') : null,
    photoRemoved: false,
  };
}

type RowGroup = 'regions' | 'careers' | 'certificates';
/** For each group, the form row each entry of the api body came from: blank rows are not sent. */
type RowOrigins = Record<RowGroup, number[]>;

function filledRows<T, U>(rows: T[], filled: (row: T) => boolean, toBody: (row: T) => U) {
  const origins: number[] = [];
  const body: U[] = [];
  rows.forEach((row, i) => {
    if (!filled(row)) return;
    origins.push(i);
    body.push(toBody(row));
  });
  return { origins, body };
}

/** The api body, and where each of its list entries sits in the form. */
export function resumeBody(values: ResumeFormValues): { body: FormBody<ResumeInput>; origins: RowOrigins } {
  const regions = filledRows(
    values.regions,
    (row) => !!(row.sido || row.sigungu),
    (row) => {
      const region = regionFromFields(row.sido, row.sigungu);
      return { sido: region.sido ?? '', sigungu: region.sigungu ?? null };
    },
  );
  const careers = filledRows(
    values.careers,
    (row) => !!(row.bakery.trim() || row.role.trim() || row.from || row.to || row.duties.trim()),
    // An end left empty without 재직중 goes as typed, so the api asks for it.
    (row) => ({
      bakery: row.bakery,
      role: row.role,
      from: row.from,
      to: row.current ? null : row.to,
      duties: row.duties,
    }),
  );
  const certificates = filledRows(
    values.certificates,
    (row) => !!(row.name.trim() || row.acquiredOn),
    (row) => ({ name: certificateCode(row.name.trim()), acquiredOn: row.acquiredOn || null }),
  );
  return {
    body: {
      title: values.title,
      name: optionalText(values.name),
      birthYear: integerOrText(values.birthYear),
      phone: optionalText(values.phone),
      email: optionalText(values.email),
      regions: regions.body,
      positions: values.positions as ResumeInput['positions'],
      employmentType: optionalText(values.employmentType) as ResumeInput['employmentType'],
      payType: optionalText(values.payType) as ResumeInput['payType'],
      payAmount: values.payType === 'negotiable' ? undefined : integerOrText(values.payAmount),
      education: optionalText(values.education) as ResumeInput['education'],
      careers: careers.body,
      certificates: certificates.body,
      introduction: optionalText(values.introduction),
      photoImageId: values.photoRemoved ? null : (values.photo?.id ?? null),
    },
    origins: { regions: regions.origins, careers: careers.origins, certificates: certificates.origins },
  };
}

/** The api's field paths (`careers.0.from` of the body) as the form's (`careers.1.from`). */
function formFieldErrors(fields: Record<string, string>, origins: RowOrigins): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const [group, index, ...rest] = path.split('.');
    let key = path;
    if (group && group in origins && index !== undefined && /^\d+$/.test(index)) {
      const row = origins[group as RowGroup][Number(index)] ?? Number(index);
      key = [group, row, ...rest].join('.');
    } else if (group === 'positions') {
      key = group;
    }
    errors[key] ??= message;
  }
  return errors;
}

/**
 * `add-career`, `remove-career:2`, `add-certificate`, `remove-certificate:0`: the form with one row
 * more or less and everything else as typed, saving nothing. Null for a save.
 */
export function changeRows(values: ResumeFormValues, intent: string): ResumeFormValues | null {
  const [verb, group, index] = /^(add|remove)-(career|certificate)(?::(\d+))?$/.exec(intent)?.slice(1) ?? [];
  if (!verb) return null;
  if (group === 'career') {
    const careers =
      verb === 'add'
        ? [...values.careers, BLANK_CAREER].slice(0, MAX_CAREERS)
        : values.careers.filter((_, i) => i !== Number(index));
    return { ...values, careers };
  }
  const certificates =
    verb === 'add'
      ? [...values.certificates, BLANK_CERTIFICATE].slice(0, MAX_RESUME_CERTIFICATES)
      : values.certificates.filter((_, i) => i !== Number(index));
  return { ...values, certificates };
}

export interface ResumeFormAnswer {
  /** the api's refusal; absent when a row button changed the form */
  error?: string;
  fieldErrors: Record<string, string>;
  values: ResumeFormValues;
}

/**
 * A post of the resume form, read: a photo chosen in it uploaded first (it replaces the one
 * before, whatever 사진 삭제 says), then either the form again (the photo refused, or a row button
 * pressed: nothing saved) or the values to save.
 */
export async function readResumeSubmission(
  request: Request,
): Promise<{ answer: TypedResponse<ResumeFormAnswer> } | { values: ResumeFormValues }> {
  const { form, files } = await readFormWithFiles(request, [`${PHOTO}.file`]);
  let values = readResumeForm(form);
  const upload = await uploadChosenPicture(request, files, PHOTO, 'resume-photo');
  if (upload && !upload.ok) {
    const answer = { error: upload.message, fieldErrors: { [`${PHOTO}.file`]: upload.message }, values };
    return { answer: await jsonWithAuth<ResumeFormAnswer>(request, answer, { status: upload.status }) };
  }
  if (upload) values = { ...values, photo: upload.picture, photoRemoved: false };
  const changed = changeRows(values, formText(form, 'intent'));
  if (changed) return { answer: await jsonWithAuth<ResumeFormAnswer>(request, { fieldErrors: {}, values: changed }) };
  return { values };
}

/**
 * The answer to a save: back to 이력서 관리 with a toast, a 404 page for a resume that is not (or
 * no longer) the user's, else the form again with the api's messages and what was typed.
 */
export async function resumeSaveResponse(
  request: Request,
  result: ApiResult<unknown>,
  values: ResumeFormValues,
  origins: RowOrigins,
) {
  if (result.ok) {
    return redirectWithToast(
      '/resume',
      { type: 'success', message: '이력서를 저장했습니다.' },
      { headers: await authHeaders(request) },
    );
  }
  if (result.status === 404) {
    throw json({ message: result.error.message }, { status: 404, headers: await authHeaders(request) });
  }
  return jsonWithAuth<ResumeFormAnswer>(
    request,
    { error: result.error.message, fieldErrors: formFieldErrors(apiFieldErrors(result.error), origins), values },
    { status: result.status },
  );
}
