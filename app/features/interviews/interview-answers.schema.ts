import { parseWithZod } from '@conform-to/zod/v4';
import { interviewAnswerBodySchema, interviewReasonBodySchema } from '#contracts/interview';
import { z } from '#contracts/zod';

/*
 * The interview forms that carry an interview's id beside the contract's body: the seeker's three
 * answers and cancel, the company's cancel and outcome. The server reads them with these schemas,
 * and the browser checks with them once the page is interactive (useContractForm).
 */

const CANNOT_HANDLE = '요청을 처리할 수 없습니다.';
export const interviewIdSchema = z.string({ error: CANNOT_HANDLE }).regex(/^\d{1,12}$/, { error: CANNOT_HANDLE });

const [pick, otherTimes, decline] = interviewAnswerBodySchema.options;

export const pickFormSchema = pick.extend({ interviewId: interviewIdSchema });
export const otherTimesFormSchema = otherTimes.extend({ interviewId: interviewIdSchema });
export const declineFormSchema = decline.extend({ interviewId: interviewIdSchema });
export const cancelFormSchema = interviewReasonBodySchema.extend({ interviewId: interviewIdSchema });

/** 참석 / 불참, and then or later 최종 합격 / 불합격: what the buttons post, as the api's body. */
export const outcomeFormSchema = z.object({
  interviewId: interviewIdSchema,
  attended: z.enum(['true', 'false'], { error: '참석 또는 불참을 골라주세요.' }).transform((value) => value === 'true'),
  result: z.enum(['hired', 'rejected'], { error: '최종 합격 또는 불합격을 골라주세요.' }).optional(),
});

export const validatePickForm = (formData: FormData) => parseWithZod(formData, { schema: pickFormSchema });
export const validateOtherTimesForm = (formData: FormData) => parseWithZod(formData, { schema: otherTimesFormSchema });
export const validateDeclineForm = (formData: FormData) => parseWithZod(formData, { schema: declineFormSchema });
export const validateCancelForm = (formData: FormData) => parseWithZod(formData, { schema: cancelFormSchema });
