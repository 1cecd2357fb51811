import { json } from '@remix-run/node';
import type { DefaultValue, Submission } from '@conform-to/react';
import { CERTIFICATES, MAX_CAREERS, MAX_RESUME_CERTIFICATES } from '#contracts/enumerations';
import type { Resume, ResumeFields } from '#contracts/resume';
import type { ActionResult } from '~/forms/action-result';
import type { ApiResult } from '~/utils/api.server';
import { saveResponse, unsavedForm } from '~/forms/form-save.server';
import { paymentPathFor } from '~/features/payments/order-targets';
import { pictureFieldNames, pictureFieldValue } from '~/features/pictures/picture-field';
import {
  NO_PICTURE_CHOSEN_MESSAGE,
  readFormWithFiles,
  uploadChosenPicture,
} from '~/features/pictures/picture-upload.server';
import { NEW_BAKE_FILE } from '~/features/portfolio/portfolio-fields';
import { addBakeRow, type OwnPortfolioItem, portfolioFormRows } from '~/features/portfolio/portfolio-form.server';
import { sigunguOptionValue } from '~/features/listing/region-field';
import { REGION_SLOTS, type ResumeFormFields, type ResumeRowLimits } from './resume-fields';
import { validateResumeForm } from './resume-form.schema';

const PHOTO = pictureFieldNames('photo');

/**
 * How many 경력 and 자격증 rows the form offers, sent by the loaders: a name more imported from the
 * enumerations into the form's script would be a name more in the chunk every public page loads.
 */
export const RESUME_ROW_LIMITS: ResumeRowLimits = { careers: MAX_CAREERS, certificates: MAX_RESUME_CERTIFICATES };

const certificateLabel = (name: string) => CERTIFICATES[name as keyof typeof CERTIFICATES] ?? name;

/** A stored resume as the form shows it (its five region slots filled in order); an empty form for a new one. */
export function resumeFormDefaults(
  resume: (Resume & { portfolio?: readonly OwnPortfolioItem[] }) | null,
): DefaultValue<ResumeFormFields> {
  const regions = (resume?.regions ?? []).map(({ sido, sigungu }) => ({
    sido,
    sigungu: sigungu ? sigunguOptionValue(sido, sigungu) : '',
  }));
  const slots = Array.from({ length: REGION_SLOTS }, (_, i) => regions[i] ?? { sido: '', sigungu: '' });
  if (!resume) return { regions: slots };
  return {
    // the stored fields go by the contract's names, as the form's do
    ...resume,
    regions: slots,
    careers: resume.careers.map((career) => ({ ...career, to: career.to ?? '', current: career.to === null })),
    certificates: resume.certificates.map((certificate) => ({
      ...certificate,
      name: certificateLabel(certificate.name),
    })),
    photo: resume.photo ? { imageId: String(resume.photo.id), image: pictureFieldValue(resume.photo) } : null,
    portfolio: portfolioFormRows(resume.portfolio ?? []),
  };
}

type ResumeSubmission = Submission<ResumeFormFields, string[], ResumeFields>;

/**
 * A post of the resume form, read: a photo chosen in it uploaded first (it replaces the one
 * before, whatever 사진 삭제 says), a bake chosen in it uploaded and added as the portfolio's last
 * row, then either the form again (a picture refused, a row button or 사진 올리기 pressed, a field
 * refused: nothing saved) or the api body to save.
 */
export async function readResumeSubmission(
  request: Request,
): Promise<{ reply: Response } | { submission: Extract<ResumeSubmission, { status: 'success' }> }> {
  const { form, files } = await readFormWithFiles(request, [PHOTO.file, NEW_BAKE_FILE]);
  const upload = await uploadChosenPicture(request, files, 'photo', 'resume-photo');
  if (upload?.ok) {
    form.set(PHOTO.imageId, String(upload.picture.id));
    form.set(PHOTO.image, pictureFieldValue(upload.picture));
    form.delete(PHOTO.remove);
  }
  const bake = await uploadChosenPicture(request, files, 'newBake', 'portfolio');
  if (bake?.ok) addBakeRow(form, bake.picture);
  const submission = validateResumeForm(form);
  // 사진 올리기 asks for the bake's upload alone: it saves nothing, and without a file it says so
  const asked = submission.reply().intent;
  const bakeButton = asked?.type === 'validate' && asked.payload.name === NEW_BAKE_FILE;
  const fieldErrors: Record<string, string[]> = {};
  let status = 400;
  if (upload && !upload.ok) [fieldErrors[PHOTO.file], status] = [[upload.message], upload.status];
  if (bake && !bake.ok) [fieldErrors[NEW_BAKE_FILE], status] = [[bake.message], bake.status];
  if (!bake && bakeButton) fieldErrors[NEW_BAKE_FILE] = [NO_PICTURE_CHOSEN_MESSAGE];
  if (Object.keys(fieldErrors).length) {
    return { reply: json<ActionResult>(submission.reply({ fieldErrors }), { status }) };
  }
  if (submission.status !== 'success') return { reply: unsavedForm(submission) };
  return { submission };
}

/**
 * The answer to a save: a resume ready to publish (complete, not in the talent list now) on to its
 * payment page, any other back to 이력서 관리; a 404 page; or the form again with the api's messages.
 * The region slots are numbered otherwise than the api's list of the chosen ones: their messages
 * are the group's.
 */
export function resumeSaveResponse(
  submission: ResumeSubmission,
  result: ApiResult<{ resume: { id: number; payable: boolean; listed: boolean } }>,
) {
  const saved = result.ok ? result.data.resume : null;
  const groups = ['regions'];
  return saveResponse(
    submission,
    result,
    saved?.payable && !saved.listed
      ? {
          to: paymentPathFor('resume', saved.id),
          message: '이력서를 저장했습니다. 공개 기간을 골라 결제하면 인재정보에 공개됩니다.',
          groups,
        }
      : { to: '/resume', message: '이력서를 저장했습니다.', groups },
  );
}
