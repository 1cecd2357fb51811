import type { Submission } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { CERTIFICATES } from '#contracts/enumerations';
import { careerEntrySchema, resumeCertificateSchema, type ResumeFields, resumeInputSchema } from '#contracts/resume';
import { z } from '#contracts/zod';
import { regionFromFields } from '~/features/listing/region-field';
import { portfolioRowsSchema } from '~/features/portfolio/portfolio-form.schema';
import type { ResumeFormFields } from './resume-fields';
import { typedInteger } from '~/forms/typed-integer';

const { shape } = resumeInputSchema;
// what the contract's lists take: the rows read here are piped into them for their own rules (how many)
type RegionInput = NonNullable<z.input<typeof shape.regions>>[number];
type CareerInput = z.input<typeof careerEntrySchema>;
type CertificateInput = z.input<typeof resumeCertificateSchema>;

/** The amount is not sent for 면접 후 결정 (the form disables it with JavaScript). */
function applicableFields(form: unknown): unknown {
  if (typeof form !== 'object' || form === null) return form;
  const fields = form as Record<string, unknown>;
  return { ...fields, payAmount: fields.payType === 'negotiable' ? undefined : fields.payAmount };
}

/** The five 희망 지역 slots: the chosen ones, each as the api's { sido, sigungu }. */
const regionSlotsSchema = z
  .array(z.object({ sido: z.string().optional(), sigungu: z.string().optional() }))
  .default([])
  .transform((slots): RegionInput[] =>
    slots
      .filter((slot) => slot.sido || slot.sigungu)
      .map((slot) => {
        const region = regionFromFields(slot.sido ?? '', slot.sigungu ?? '');
        return { sido: region.sido ?? '', sigungu: region.sigungu ?? null };
      }),
  )
  .pipe(shape.regions.unwrap());

/** 재직중 is a career without an end; a row with neither is asked for its end. */
const careerRowSchema = careerEntrySchema
  .extend({ current: z.boolean().default(false) })
  .superRefine((career, context) => {
    if (!career.current && career.to === null) {
      context.addIssue({ code: 'custom', path: ['to'], message: '종료 시기를 입력하거나 재직중을 선택해주세요.' });
    }
  })
  .transform(({ current, ...career }): CareerInput => ({ ...career, to: current ? null : career.to }));

const certificateCodes = new Map(Object.entries(CERTIFICATES).map(([code, label]) => [label as string, code]));

/** A listed certificate travels as its code, so the talent list can filter by it. */
const certificateRowSchema = resumeCertificateSchema.transform((certificate): CertificateInput => ({
  ...certificate,
  name: certificateCodes.get(certificate.name) ?? certificate.name,
}));

/**
 * The resume form, read by the contract's own schema on the server and in the browser. Numbers
 * may be typed as people type them; the photo slot becomes `photoImageId`: its picture, or null
 * (none, or 사진 삭제 ticked), which takes the photo off. The portfolio is always sent, in the
 * form's order, so taking the last bake off takes it off the resume.
 */
export const resumeFormSchema = z.preprocess(
  applicableFields,
  resumeInputSchema
    .omit({ photoImageId: true })
    .extend({
      birthYear: z.preprocess(typedInteger, shape.birthYear),
      payAmount: z.preprocess(typedInteger, shape.payAmount),
      regions: regionSlotsSchema,
      careers: z.array(careerRowSchema).default([]).pipe(shape.careers.unwrap()),
      certificates: z.array(certificateRowSchema).default([]).pipe(shape.certificates.unwrap()),
      photo: z.object({ imageId: shape.photoImageId, remove: z.boolean().default(false) }),
      portfolio: portfolioRowsSchema,
    })
    .transform(({ photo, ...resume }) => ({
      ...resume,
      photoImageId: photo.remove ? null : (photo.imageId ?? null),
    })),
);

/** The resume form's post read as the api body, or its Korean messages by field. */
export const validateResumeForm = (formData: FormData): Submission<ResumeFormFields, string[], ResumeFields> =>
  parseWithZod(formData, { schema: resumeFormSchema });
