import type { Submission } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { jobInfoPhotosInputSchema } from '#contracts/image';
import { type JobInfoFields, jobInfoInputSchema } from '#contracts/job-info';
import { z } from '#contracts/zod';
import type { JobInfoFormFields } from './job-info-fields';
import { regionFromFields } from '~/features/listing/region-field';
import { typedInteger } from '~/forms/typed-integer';

const { shape } = jobInfoInputSchema;

/**
 * What the form posts, before the contract reads it: the region from its two selects, and without
 * the fields that do not apply (경력 연수 unless 경력, the amount for 면접 후 결정, the date for
 * 상시채용), which the form disables with JavaScript and the contract then never sees.
 */
function applicableFields(form: unknown): unknown {
  if (typeof form !== 'object' || form === null) return form;
  const fields = form as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    ...fields,
    ...regionFromFields(text(fields.sido), text(fields.sigungu)),
    careerYears: fields.careerType === 'experienced' ? fields.careerYears : undefined,
    payAmount: fields.payType === 'negotiable' ? undefined : fields.payAmount,
    deadline: fields.alwaysOpen === 'on' ? undefined : fields.deadline,
  };
}

/**
 * The posting form, read by the contract's own schema on the server and in the browser. Numbers
 * may be typed as people type them (9,000원); the photos are always sent, in the form's order, so
 * taking the last one off takes it off the posting.
 */
export const jobInfoFormSchema = z.preprocess(
  applicableFields,
  jobInfoInputSchema.extend({
    careerYears: z.preprocess(typedInteger, shape.careerYears),
    payAmount: z.preprocess(typedInteger, shape.payAmount),
    headcount: z.preprocess(typedInteger, shape.headcount),
    applicationRetentionDays: z.preprocess(typedInteger, shape.applicationRetentionDays),
    photos: jobInfoPhotosInputSchema.default([]),
    // always sent, so unticking every box takes them off
    wantedTechniques: shape.wantedTechniques.unwrap().default([]),
  }),
);

/** The posting form's post read as the api body, or its Korean messages by field. */
export const validateJobInfoForm = (formData: FormData): Submission<JobInfoFormFields, string[], JobInfoFields> =>
  parseWithZod(formData, { schema: jobInfoFormSchema });
