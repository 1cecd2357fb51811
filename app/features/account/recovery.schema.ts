import { parseWithZod } from '@conform-to/zod/v4';
import { findIdBodySchema, findPasswordBodySchema, resetPasswordFormSchema } from '#contracts/account-recovery';

/**
 * The browser's checks of the recovery forms, by the contracts' own schemas. Fetched once the page
 * is interactive (useContractForm), so zod is no part of a first visit's scripts.
 */
export const validateFindId = (formData: FormData) => parseWithZod(formData, { schema: findIdBodySchema });
export const validateFindPassword = (formData: FormData) => parseWithZod(formData, { schema: findPasswordBodySchema });
export const validateResetPassword = (formData: FormData) =>
  parseWithZod(formData, { schema: resetPasswordFormSchema });
