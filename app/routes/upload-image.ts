import { type ActionFunctionArgs, json, redirect } from '@remix-run/node';
import { imagePurposeSchema } from '#contracts/image';
import { getUser } from '~/utils/auth.server';
import type { UploadImageAnswer } from '~/features/pictures/picture-field';
import { NO_PICTURE_CHOSEN_MESSAGE, readFormWithFiles, uploadPicture } from '~/features/pictures/picture-upload.server';

/** Nothing to show here: the forms' pictures are posted to it by script. */
export const loader = () => redirect('/');

/**
 * Where the forms' script sends a picture the moment it is chosen (with its progress): passed on to
 * the api's `POST /images` as the signed-in member; the form then posts only the image's id.
 * Without JavaScript the forms post their files themselves.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (!(await getUser(request))) {
    return json<UploadImageAnswer>({ error: '로그인이 필요합니다.' }, { status: 401 });
  }
  const { form, files } = await readFormWithFiles(request, ['file']);
  const purpose = imagePurposeSchema.safeParse(form.get('purpose'));
  const file = files.get('file');
  if (!purpose.success || !file) {
    return json<UploadImageAnswer>({ error: NO_PICTURE_CHOSEN_MESSAGE }, { status: 400 });
  }
  const answer = await uploadPicture(request, purpose.data, file);
  return answer.ok
    ? json<UploadImageAnswer>({ image: answer.picture }, { status: 201 })
    : json<UploadImageAnswer>({ error: answer.message }, { status: answer.status });
}
