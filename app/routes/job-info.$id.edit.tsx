import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { JobInfoForm } from '~/features/job-infos/job-info-form';
import { callApi, loadApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { unlessFormReplied } from '~/forms/form-revalidation';
import {
  jobInfoFormDefaults,
  jobInfoSaveResponse,
  readJobInfoSubmission,
  wageFloorNow,
} from '~/features/job-infos/job-info-form.server';
import { PICTURE_RULES } from '~/features/pictures/picture-upload.server';
import { pageMeta } from '~/utils/meta';
import { useActionResult } from '~/forms/use-action-result';

export const meta: MetaFunction = () => [...pageMeta('공고 수정'), { name: 'robots', content: 'noindex' }];

const NOT_FOUND_MESSAGE = '공고를 찾을 수 없습니다.';

/** The posting's id from the URL; anything but a number is a page that does not exist. */
function postingId(id: string | undefined): string {
  if (!id || !/^\d{1,12}$/.test(id)) {
    throw json({ message: NOT_FOUND_MESSAGE }, { status: 404 });
  }
  return id;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, 'company');
  const id = postingId(params.id);
  const { jobInfo } = await loadApi(request, (api) => api.my['job-infos'][':id'].$get({ param: { id } }));
  return json({
    id: jobInfo.id,
    title: jobInfo.title,
    missing: jobInfo.missing,
    defaultValue: jobInfoFormDefaults(jobInfo),
    wageFloor: wageFloorNow(),
    pictureRules: PICTURE_RULES,
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireRole(request, 'company');
  const id = postingId(params.id);
  const read = await readJobInfoSubmission(request);
  if ('reply' in read) return read.reply;
  const { submission } = read;
  const result = await callApi(request, (api) =>
    api.my['job-infos'][':id'].$put({ param: { id }, json: submission.value }),
  );
  return jobInfoSaveResponse(submission, result);
}

export const shouldRevalidate = unlessFormReplied;

export default function JobInfoEdit() {
  const { id, title, missing, defaultValue, wageFloor, pictureRules } = useLoaderData<typeof loader>();
  return (
    <Stack gap="md" maw={760}>
      <Title order={1} size="h2">
        공고 수정
      </Title>
      <Text size="sm" c="dimmed">
        {title}
      </Text>
      <JobInfoForm
        key={id}
        defaultValue={defaultValue}
        lastResult={useActionResult()}
        wageFloor={wageFloor}
        pictureRules={pictureRules}
        missing={missing}
      />
    </Stack>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
