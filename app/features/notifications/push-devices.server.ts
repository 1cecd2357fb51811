import { parseWithZod } from '@conform-to/zod/v4';
import { json } from '@remix-run/node';
import { pushSubscriptionBodySchema } from '#contracts/push';
import { z } from '#contracts/zod';
import type { ActionResult } from '~/forms/action-result';
import { buttonFormResponse, readRowAction } from '~/forms/row-actions.server';
import { callApi } from '~/utils/api.server';
import type { PushSubscribed } from './push-devices';
import { PUSH_SETTINGS_PATH } from './push-device';

/** What the page (push-devices.tsx) or the service worker (public/sw.js, after the push service renewed it) posts. */
const subscribeFormSchema = pushSubscriptionBodySchema.extend({
  intent: z.literal('push-subscribe'),
  /** the service worker, answered without a toast: the member did nothing and may not be looking */
  from: z.literal('worker').optional(),
});

/** A browser's subscription, handed to the api: the device it made (or found, for the same endpoint). */
export async function subscribePush(request: Request, formData: FormData) {
  const submission = parseWithZod(formData, { schema: subscribeFormSchema });
  if (submission.status !== 'success') {
    const first = Object.values(submission.error ?? {}).find((errors) => errors?.length)?.[0];
    return json<ActionResult>(submission.reply({ formErrors: [first ?? '푸시 알림을 다시 켜주세요.'] }), {
      status: 400,
    });
  }
  const { intent: _intent, from, ...body } = submission.value;
  const result = await callApi(request, (api) => api.my.push.subscriptions.$post({ json: body }));
  if (!result.ok) {
    return json<ActionResult>(submission.reply({ formErrors: [result.error.message] }), { status: result.status });
  }
  if (from === 'worker') return new Response(null, { status: 204 });
  return json<PushSubscribed>({ device: result.data, endpoint: body.endpoint }, { status: 201 });
}

/** 삭제 of a device: asked about first without JavaScript, as every 삭제. */
export async function removePushDevice(request: Request) {
  const read = await readRowAction(request, ['delete']);
  if (read.refused) return read.refused;
  const { submission, values } = read;
  if (!values.confirmed) return json(submission.reply());
  const result = await callApi(request, (api) =>
    api.my.push.subscriptions[':id'].$delete({ param: { id: values.id } }),
  );
  return buttonFormResponse(submission, result, {
    to: PUSH_SETTINGS_PATH,
    message: '그 기기에서 푸시 알림을 그만 받습니다.',
  });
}
