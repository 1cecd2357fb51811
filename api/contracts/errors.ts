import { z } from './zod';

/** Every error the api answers has this shape; `message` is Korean and fit to show a user. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** details of a 400 VALIDATION_ERROR: the first message for each field, keyed by the api's field name. */
export type FieldErrors = Record<string, string>;

export const DEFAULT_ERROR_MESSAGE = '오류! 다시 시도해주세요.';
