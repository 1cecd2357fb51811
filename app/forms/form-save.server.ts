import { json } from '@remix-run/node';
import type { Submission } from '@conform-to/react';
import type { ActionResult } from './action-result';
import { type ApiResult, apiErrorResponse } from '~/utils/api.server';
import { refusalOnFields, replyWithRefusal } from './conform.server';
import { redirectWithToast } from '~/utils/toast.server';

/**
 * A form that was not saved, back to its page: 400 with the messages beside the fields, or 200 for
 * a row button's change (a row added, removed or moved), with everything typed kept.
 */
export function unsavedForm(submission: Submission<unknown, string[], unknown>) {
  const status = submission.status === 'error' ? 400 : 200;
  return json<ActionResult>(submission.reply(), { status });
}

/**
 * The answer to a form's save: `saved` (a list) with a toast, a 404 page for a record that is not
 * (or no longer) the member's, else the form again with the api's messages beside their fields
 * (`groups` as in `refusalOnFields`).
 */
export function saveResponse(
  submission: Submission<unknown, string[], unknown>,
  result: ApiResult<unknown>,
  saved: { to: string; message: string; groups?: readonly string[] },
) {
  if (result.ok) {
    return redirectWithToast(saved.to, { type: 'success', message: saved.message });
  }
  if (result.status === 404) throw apiErrorResponse(result);
  const reply = replyWithRefusal(submission, refusalOnFields(result.error, saved.groups));
  return json<ActionResult>(reply, { status: result.status });
}
