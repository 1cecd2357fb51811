import { parseWithZod } from '@conform-to/zod/v4';
import { loginBodySchema } from '#contracts/user';
import { registerFormSchema } from './register-form.schema';

/**
 * The browser's checks of the login and sign-up forms, by the schemas their actions parse with.
 * Fetched once the page is interactive (useContractForm), so zod is no part of a first visit's scripts.
 */
export const validateLogin = (formData: FormData) => parseWithZod(formData, { schema: loginBodySchema });
export const validateRegister = (formData: FormData) => parseWithZod(formData, { schema: registerFormSchema });
