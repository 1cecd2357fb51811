import { z } from '#contracts/zod';
import { readButtonForm } from '~/forms/row-actions.server';

const CANNOT_HANDLE = '요청을 처리할 수 없습니다.';

/** 알림's buttons: 바로 가기 and 읽음 name their 알림, 모두 읽음 none. */
const notificationButtonSchema = z.discriminatedUnion(
  'intent',
  [
    z.object({ intent: z.literal('read-all') }),
    z.object({
      intent: z.enum(['open', 'read']),
      id: z.string({ error: CANNOT_HANDLE }).regex(/^\d{1,12}$/, { error: CANNOT_HANDLE }),
    }),
  ],
  { error: CANNOT_HANDLE },
);

/** The post of one of 알림's buttons, read by its schema: see `readButtonForm`. */
export const readNotificationButton = (request: Request) => readButtonForm(request, notificationButtonSchema);
