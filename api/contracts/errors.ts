import { ACCOUNT_LINK_REFUSALS } from './account-recovery';
import { z } from './zod';

/**
 * Every `code` an error answer carries, so that a client compares against a type: a code the api
 * builds or the web tests that is not listed here fails the type check.
 */
export const API_ERROR_CODES = [
  // any route
  'BAD_REQUEST',
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'GONE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'TOO_MANY_REQUESTS',
  'INTERNAL_ERROR',
  'DATABASE_UNAVAILABLE',
  // sign-in and the account
  'INVALID_TOKEN',
  'INVALID_REFRESH_TOKEN',
  'INVALID_CREDENTIALS',
  'TOO_MANY_ATTEMPTS',
  'ACCOUNT_SUSPENDED',
  'PASSWORD_CHECK_REQUIRED',
  'WRONG_PASSWORD',
  'DUPLICATE_USER_ID',
  'NO_EMAIL',
  'ALREADY_VERIFIED',
  ...ACCOUNT_LINK_REFUSALS,
  // 카카오/네이버 sign-in
  'OAUTH_TOKEN_REFUSED',
  'OAUTH_PROVIDER_UNAVAILABLE',
  'OAUTH_TICKET_INVALID',
  'IDENTITY_TAKEN',
  'IDENTITY_ALREADY_LINKED',
  'IDENTITY_MISMATCH',
  'LAST_SIGN_IN_METHOD',
  'PASSWORD_ALREADY_SET',
  // postings, resumes, applications, alerts, the customer centre
  'JOB_INFO_INCOMPLETE',
  'JOB_INFO_DRAFT',
  'JOB_INFO_CLOSED',
  'JOB_INFO_HIDDEN',
  'JOB_INFO_NOT_HIDDEN',
  'RESUME_INCOMPLETE',
  'RESUME_LIMIT',
  'ALREADY_APPLIED',
  'ALREADY_REPORTED',
  'ALERT_LIMIT',
  'ALERT_DUPLICATE',
  'TOO_MANY_INQUIRIES',
  // after an application: interviews, threads, offers
  'APPLICATION_CLOSED',
  'INTERVIEW_CLOSED',
  'INTERVIEW_STARTED',
  'INTERVIEW_NOT_STARTED',
  'ATTENDANCE_LINK_INVALID',
  'ATTENDANCE_ALREADY_CONFIRMED',
  'OFFER_LIMIT',
  'OFFERS_TURNED_OFF',
  'OFFER_CLOSED',
  'RESUME_NOT_UNLOCKED',
  // pictures
  'IMAGE_EMPTY',
  'IMAGE_TOO_LARGE',
  'IMAGE_TOO_MANY_PIXELS',
  'IMAGE_TYPE_NOT_ALLOWED',
  'IMAGE_HEIF',
  'IMAGE_UNREADABLE',
  'IMAGE_NOT_USABLE',
  'IMAGE_ALREADY_REMOVED',
  // portfolios (issue 30)
  'PORTFOLIO_PHOTO_HIDDEN',
  'PORTFOLIO_PHOTO_SHOWN',
  'TOO_MANY_UPLOADS',
  // orders and payments
  'TARGET_INCOMPLETE',
  'ORDER_CHANGED',
  'ORDER_CLOSED',
  'ORDER_NOT_PENDING',
  'ORDER_NOT_PAID',
  'AMOUNT_MISMATCH',
  'NOT_CANCELLABLE',
  'NOT_BANK_TRANSFER',
  'NOT_TOSS_ORDER',
  'NOT_TEST_ORDER',
  'NO_REFUND_REQUEST',
  'NOTHING_TO_REFUND',
  'NO_TALENT_CREDITS',
  'UNLOCK_CONFLICT',
  'TOSS_DISABLED',
  'PAYMENT_DECLINED',
  'PAYMENT_REFUSED',
  'PAYMENT_CANCELLED',
  'PAYMENT_CANCEL_FAILED',
  'PAYMENT_PROVIDER_UNAVAILABLE',
  // the operator's
  'NOT_A_COMPANY',
  'ADMIN_ACCOUNT',
  // the web's own, for an error answer that came without a code of this list
  'UNKNOWN',
] as const;

export const apiErrorCodeSchema = z.enum(API_ERROR_CODES);
export type ApiErrorCode = z.infer<typeof apiErrorCodeSchema>;

/** Every error the api answers has this shape; `message` is Korean and fit to show a user. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: apiErrorCodeSchema,
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** details of a 400 VALIDATION_ERROR: the first message for each field, keyed by the api's field name. */
export type FieldErrors = Record<string, string>;

export const DEFAULT_ERROR_MESSAGE = '오류! 다시 시도해주세요.';
