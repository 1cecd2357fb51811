import { parseWithZod } from '@conform-to/zod/v4';
import { json } from '@remix-run/node';
import { type Thread, threadMessageBodySchema, threadQuerySchema, threadReportBodySchema } from '#contracts/thread';
import { replyWithRefusal } from '~/forms/conform.server';
import { callApi, loadApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { redirectWithToast } from '~/utils/toast.server';
import { applicationPath, FETCHED_FIELD, threadPath, type ThreadActionData, type ThreadSide } from './thread';

const ROLE = { company: 'company', applicant: 'normal' } as const;
const idOf = (value: string | undefined) => (/^\d{1,12}$/.test(value ?? '') ? value! : '0');

/**
 * The thread's page of messages: the latest, or `?before=` (reading back) or `?after=` (polling).
 * The latest, shown whole, is read now (as on the application pages); a poll marks nothing, the
 * panel does when it shows what came.
 */
export async function loadThread(request: Request, side: ThreadSide, rawId: string | undefined) {
  await requireRole(request, ROLE[side]);
  const param = { id: idOf(rawId) };
  const asked = threadQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  const query = asked.success
    ? {
        ...(asked.data.before ? { before: String(asked.data.before) } : {}),
        ...(asked.data.after ? { after: String(asked.data.after) } : {}),
      }
    : {};
  const { thread: page } = await loadApi(request, (api) =>
    side === 'company'
      ? api.my.applicants[':id'].messages.$get({ param, query })
      : api.my.applications[':id'].messages.$get({ param, query }),
  );
  const thread = Object.keys(query).length ? page : await seenThread(request, side, param.id, page);
  return json(
    { thread, applicationPath: applicationPath(side, param.id) },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
}

/**
 * The thread as its application page shows it on opening: what the other side wrote is read now,
 * with or without JavaScript, so the page's loader marks it (the api's GET never does).
 */
export async function seenThread(request: Request, side: ThreadSide, id: string, thread: Thread): Promise<Thread> {
  if (!thread.unread) return thread;
  const param = { id };
  const read = await callApi(request, (api) =>
    side === 'company'
      ? api.my.applicants[':id'].messages.read.$post({ param })
      : api.my.applications[':id'].messages.read.$post({ param }),
  );
  return read.ok ? read.data.thread : thread;
}

const SENT = '메시지를 보냈습니다.';
const REPORTED = '대화를 신고했습니다. 운영자가 대화와 신고 내용을 확인합니다.';

/**
 * The thread's three posts, by `intent`: send (`post`), report (`report`), mark read (`read`).
 * Without JavaScript a success goes back to the application page's thread with a toast, a refusal
 * renders the thread's own page with the form as typed and the Korean message; a fetcher's post
 * (FETCHED_FIELD) gets the data to show in place.
 */
export async function threadAction(request: Request, side: ThreadSide, rawId: string | undefined) {
  await requireRole(request, ROLE[side]);
  const param = { id: idOf(rawId) };
  const formData = await request.formData();
  // back to the page the form was on: the application's, or the thread's own
  const from = threadPath(side, param.id) === formData.get('back') ? threadPath : applicationPath;
  const back = `${from(side, param.id)}#thread`;
  const fetched = formData.get(FETCHED_FIELD) === '1';
  const intent = formData.get('intent');
  const answer = (data: ThreadActionData, status: number) => json(data, { status });

  if (intent === 'read') {
    const read = await callApi(request, (api) =>
      side === 'company'
        ? api.my.applicants[':id'].messages.read.$post({ param })
        : api.my.applications[':id'].messages.read.$post({ param }),
    );
    if (!fetched)
      return redirectWithToast(
        back,
        read.ok
          ? { type: 'success', message: '읽음으로 표시했습니다.' }
          : { type: 'error', message: read.error.message },
      );
    return answer(read.ok ? { intent, thread: read.data.thread } : { intent }, read.status);
  }

  if (intent === 'report') {
    const submission = parseWithZod(formData, { schema: threadReportBodySchema });
    if (submission.status !== 'success') return answer({ intent, result: submission.reply() }, 400);
    const reported = await callApi(request, (api) =>
      side === 'company'
        ? api.my.applicants[':id'].messages.report.$post({ param, json: submission.value })
        : api.my.applications[':id'].messages.report.$post({ param, json: submission.value }),
    );
    if (!reported.ok) return answer({ intent, result: replyWithRefusal(submission, reported.error) }, reported.status);
    return redirectWithToast(back, { type: 'success', message: REPORTED });
  }

  const submission = parseWithZod(formData, { schema: threadMessageBodySchema });
  if (submission.status !== 'success') return answer({ intent: 'post', result: submission.reply() }, 400);
  const sent = await callApi(request, (api) =>
    side === 'company'
      ? api.my.applicants[':id'].messages.$post({ param, json: submission.value })
      : api.my.applications[':id'].messages.$post({ param, json: submission.value }),
  );
  if (!sent.ok) return answer({ intent: 'post', result: replyWithRefusal(submission, sent.error) }, sent.status);
  if (!fetched) return redirectWithToast(back, { type: 'success', message: SENT });
  return answer({ intent: 'post', result: submission.reply({ resetForm: true }), message: sent.data.message }, 201);
}
