import { parseWithZod } from '@conform-to/zod/v4';
import { newAccountFields, requireCompanyFields } from '#contracts/user';
import { z } from '#contracts/zod';

/**
 * The completion page's form: the api's `oauthCompleteBodySchema` without its ticket, which the
 * session keeps and the action adds (the page never holds it).
 */
export const completeAccountFormSchema = z.object(newAccountFields).superRefine(requireCompanyFields);

/** The browser's check, fetched once the page is interactive (useContractForm). */
export const validateCompleteAccount = (formData: FormData) =>
  parseWithZod(formData, { schema: completeAccountFormSchema });
