import { parseWithZod } from '@conform-to/zod/v4';
import { bannerInquiryBodySchema, inquiryBodySchema } from '#contracts/customer-centre';

/**
 * The browser's checks of the customer centre's forms, by the contracts' own schemas. Fetched once
 * the page is interactive (useContractForm), so zod is no part of a first visit's scripts.
 */
export const validateBannerInquiry = (formData: FormData) =>
  parseWithZod(formData, { schema: bannerInquiryBodySchema });
export const validateInquiry = (formData: FormData) => parseWithZod(formData, { schema: inquiryBodySchema });
