import { json } from '@remix-run/node';
import { type AttendanceLink, INTERVIEW_KINDS } from '#contracts/interview';
import { koreanTimeLabel } from '#contracts/korea-time';
import type { ActionResult } from '~/forms/action-result';
import { callApi } from '~/utils/api.server';

/** The api's refusal of a 참석 확인 link (400, 409, 410), in its Korean words. */
export type AttendanceRefusal = { code: string; message: string };

/** What the page shows of the interview, in words: the labels stay on the server with the contract. */
function view(interview: AttendanceLink) {
  return {
    companyName: interview.companyName,
    jobInfoTitle: interview.jobInfoTitle,
    when: koreanTimeLabel(interview.startsAt, interview.minutes),
    kind: INTERVIEW_KINDS[interview.kind],
    confirmed: interview.attendanceConfirmedAt !== null,
  };
}
export type AttendanceView = ReturnType<typeof view>;

/** The link's interview, changing nothing: mail scanners open every link of a mail. */
export async function lookUpAttendance(request: Request, token: string) {
  const res = await callApi(request, (api) => api.interviews.attend[':token'].$get({ param: { token } }));
  if (res.ok) return json({ interview: view(res.data), refusal: null });
  const refusal: AttendanceRefusal = { code: res.error.code, message: res.error.message };
  return json({ interview: null, refusal }, { status: res.status });
}

/** The page's one button: the 참석 확인 itself, by the token in the address. */
export async function confirmAttendance(request: Request, token: string) {
  const res = await callApi(request, (api) => api.interviews.attend.$post({ json: { token } }));
  if (res.ok) {
    return json<ActionResult & { message: string; refusal: null }>({
      status: 'success',
      message: res.data.message,
      refusal: null,
    });
  }
  const refusal: AttendanceRefusal = { code: res.error.code, message: res.error.message };
  return json<ActionResult & { refusal: AttendanceRefusal }>({ status: 'error', refusal }, { status: res.status });
}
