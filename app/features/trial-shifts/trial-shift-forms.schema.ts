import { parseWithZod } from '@conform-to/zod/v4';
import {
  trialShiftOutcomeSchema,
  trialShiftProposalSchema,
  trialShiftReasonSchema,
  trialShiftSignatureSchema,
} from '#contracts/trial-shift';
import { z } from '#contracts/zod';

/*
 * The trial shift forms of both application pages. The proposal is the contract's body as it is;
 * the others carry the shift's id beside it. The server reads them with these schemas, and the
 * browser checks with them once the page is interactive (useContractForm).
 */

const CANNOT_HANDLE = '요청을 처리할 수 없습니다.';
const trialShiftIdSchema = z.string({ error: CANNOT_HANDLE }).regex(/^\d{1,12}$/, { error: CANNOT_HANDLE });

export const proposeFormSchema = trialShiftProposalSchema;
export type ProposeFormFields = {
  date: string;
  start: string;
  end: string;
  breakMinutes: string;
  place: string;
  hourlyWage: string;
  note: string;
};

/** 수락, 거절, 근무 확인: a button and the shift it is for. */
export const shiftButtonSchema = z.object({ trialShiftId: trialShiftIdSchema });
export const cancelFormSchema = trialShiftReasonSchema.extend({ trialShiftId: trialShiftIdSchema });
export const signFormSchema = trialShiftSignatureSchema.extend({ trialShiftId: trialShiftIdSchema });
export const outcomeFormSchema = trialShiftOutcomeSchema.extend({ trialShiftId: trialShiftIdSchema });

export const validateProposeForm = (formData: FormData) => parseWithZod(formData, { schema: proposeFormSchema });
export const validateCancelForm = (formData: FormData) => parseWithZod(formData, { schema: cancelFormSchema });
export const validateSignForm = (formData: FormData) => parseWithZod(formData, { schema: signFormSchema });
