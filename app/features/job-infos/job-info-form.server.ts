import { json } from '@remix-run/node';
import type { DefaultValue, Submission } from '@conform-to/react';
import type { JobInfo, JobInfoFields } from '#contracts/job-info';
import { RETENTION_DAYS } from '#contracts/enumerations';
import { koreanDay } from '#contracts/korea-time';
import { minimumWageFor } from '#contracts/wage-floor';
import type { ActionResult } from '~/forms/action-result';
import type { ApiResult } from '~/utils/api.server';
import { saveResponse, unsavedForm } from '~/forms/form-save.server';
import { type JobInfoFormFields, NEW_PHOTO_FILE, type WageFloor } from './job-info-fields';
import { validateJobInfoForm } from './job-info-form.schema';
import { paymentPathFor } from '~/features/payments/order-targets';
import { type FormPicture, pictureFieldValue } from '~/features/pictures/picture-field';
import {
  NO_PICTURE_CHOSEN_MESSAGE,
  readFormWithFiles,
  uploadChosenPicture,
} from '~/features/pictures/picture-upload.server';
import { sigunguOptionValue } from '~/features/listing/region-field';

/** This year's minimum wage, shown beside the amount before the api has to refuse one. */
export function wageFloorNow(today = new Date()): WageFloor {
  const year = Number(koreanDay(today).slice(0, 4));
  return { year, ...minimumWageFor(year) };
}

/** A stored posting as the form shows it; an empty form for a new one. */
export function jobInfoFormDefaults(jobInfo: JobInfo | null): DefaultValue<JobInfoFormFields> {
  if (!jobInfo) return { applicationRetentionDays: RETENTION_DAYS.default };
  const { sido, sigungu, photos } = jobInfo;
  return {
    // the stored fields go by the contract's names, as the form's do
    ...jobInfo,
    sigungu: sido && sigungu ? sigunguOptionValue(sido, sigungu) : null,
    photos: photos.map((photo) => ({ imageId: String(photo.id), image: pictureFieldValue(photo), alt: photo.alt })),
  };
}

/** The photo a post uploaded, as the form's next row, with the words typed for it. */
function addPhotoRow(form: FormData, picture: FormPicture) {
  const rows = [...form.keys()].flatMap((name) => /^photos\[(\d+)\]\./.exec(name)?.[1] ?? []).map(Number);
  const row = `photos[${rows.length ? Math.max(...rows) + 1 : 0}]`;
  form.set(`${row}.imageId`, String(picture.id));
  form.set(`${row}.image`, pictureFieldValue(picture));
  form.set(`${row}.alt`, form.get('newPhoto.alt') ?? '');
  form.delete('newPhoto.alt');
}

type PostingSubmission = Submission<JobInfoFormFields, string[], JobInfoFields>;

const NO_FILE_CHOSEN = { status: 400, message: NO_PICTURE_CHOSEN_MESSAGE };

/**
 * A post of the posting form, read: a photo chosen in it uploaded first and added as the last row,
 * then either the form again (the photo refused, a row button or 사진 올리기 pressed, a field
 * refused: nothing saved) or the api body to save.
 */
export async function readJobInfoSubmission(
  request: Request,
): Promise<{ reply: Response } | { submission: Extract<PostingSubmission, { status: 'success' }> }> {
  const { form, files } = await readFormWithFiles(request, [NEW_PHOTO_FILE]);
  const upload = await uploadChosenPicture(request, files, 'newPhoto', 'job-info-photo');
  if (upload?.ok) addPhotoRow(form, upload.picture);
  const submission = validateJobInfoForm(form);
  // 사진 올리기 asks for the file's check alone: it saves nothing, and without a file it says so
  const asked = submission.reply().intent;
  const photoButton = asked?.type === 'validate' && asked.payload.name === NEW_PHOTO_FILE;
  const refusal = upload ? (upload.ok ? null : upload) : photoButton ? NO_FILE_CHOSEN : null;
  if (refusal) {
    const reply = submission.reply({ fieldErrors: { [NEW_PHOTO_FILE]: [refusal.message] } });
    return { reply: json<ActionResult>(reply, { status: refusal.status }) };
  }
  if (submission.status !== 'success') return { reply: unsavedForm(submission) };
  return { submission };
}

/**
 * The answer to a save: a posting ready to publish (complete, not hidden, not in the public list
 * now) on to its payment page, any other back to 공고 관리; a 404 page; or the form again with the
 * api's messages.
 */
export function jobInfoSaveResponse(
  submission: PostingSubmission,
  result: ApiResult<{ jobInfo: { id: number; payable: boolean; visible: boolean } }>,
) {
  const saved = result.ok ? result.data.jobInfo : null;
  return saveResponse(
    submission,
    result,
    saved?.payable && !saved.visible
      ? {
          to: paymentPathFor('posting', saved.id),
          message: '공고를 저장했습니다. 게재 기간을 골라 결제하면 공고가 게재됩니다.',
        }
      : { to: '/job-info', message: '공고를 저장했습니다.' },
  );
}
