import { parseWithZod } from '@conform-to/zod/v4';
import { threadMessageBodySchema, threadReportBodySchema } from '#contracts/thread';

/**
 * The browser's checks of the thread's two forms, by the contract's own schemas. Fetched once the
 * page is interactive (useContractForm), so zod is no part of the page's first scripts.
 */
export const validateThreadMessage = (formData: FormData) =>
  parseWithZod(formData, { schema: threadMessageBodySchema });
export const validateThreadReport = (formData: FormData) => parseWithZod(formData, { schema: threadReportBodySchema });
