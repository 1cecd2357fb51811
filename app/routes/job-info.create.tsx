import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { JobInfoForm } from '~/features/job-infos/job-info-form';
import { callApi } from '~/utils/api.server';
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

export const meta: MetaFunction = () => [...pageMeta('공고 작성'), { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'company');
  return json({
    defaultValue: jobInfoFormDefaults(null),
    wageFloor: wageFloorNow(),
    pictureRules: PICTURE_RULES,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, 'company');
  const read = await readJobInfoSubmission(request);
  if ('reply' in read) return read.reply;
  const { submission } = read;
  const result = await callApi(request, (api) => api.my['job-infos'].$post({ json: submission.value }));
  return jobInfoSaveResponse(submission, result);
}

export const shouldRevalidate = unlessFormReplied;

export default function JobInfoCreate() {
  const { defaultValue, wageFloor, pictureRules } = useLoaderData<typeof loader>();
  return (
    <Stack gap="md" maw={760}>
      <Title order={1} size="h2">
        공고 작성
      </Title>
      <Text size="sm" c="dimmed">
        제목만 적어도 임시로 저장됩니다. 게재하려면 필수 항목을 모두 채운 뒤 공고 게재 상품을 구매하세요.
      </Text>
      <JobInfoForm
        defaultValue={defaultValue}
        lastResult={useActionResult()}
        wageFloor={wageFloor}
        pictureRules={pictureRules}
        missing={null}
      />
    </Stack>
  );
}
