import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { type ShouldRevalidateFunction, useActionData, useLoaderData } from '@remix-run/react';
import type { JobInfo } from '../../api/contracts/job-info';
import { JobInfoForm } from '~/components/job-info-form';
import { useActionToast } from '~/components/toasts';
import { legacyCallApi, jsonWithAuth } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import {
  JOB_INFO_FORM_LABELS,
  jobInfoBody,
  jobInfoFormValues,
  jobInfoSaveResponse,
  readJobInfoSubmission,
  wageFloorNow,
} from '~/utils/job-info-form.server';
import { PICTURE_RULES } from '~/utils/picture-upload.server';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => [...pageMeta('공고 작성'), { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'company');
  return jsonWithAuth(request, {
    values: jobInfoFormValues(null),
    labels: JOB_INFO_FORM_LABELS,
    wageFloor: wageFloorNow(),
    pictureRules: PICTURE_RULES,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, 'company');
  const submission = await readJobInfoSubmission(request);
  if ('answer' in submission) return submission.answer;
  const { values } = submission;
  const result = await legacyCallApi<{ jobInfo: JobInfo }>(request, '/my/job-infos', { body: jobInfoBody(values) });
  return jobInfoSaveResponse(request, result, values);
}

/** A refused save or a photo button without JavaScript changed nothing stored: the form stays as typed. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult && typeof actionResult === 'object' && 'values' in actionResult ? false : defaultShouldRevalidate;

export default function JobInfoCreate() {
  const { values, labels, wageFloor, pictureRules } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  useActionToast(data);
  return (
    <Stack gap="md" maw={760}>
      <Title order={1} size="h2">
        공고 작성
      </Title>
      <Text size="sm" c="dimmed">
        제목만 적어도 임시로 저장됩니다. 게재하려면 필수 항목을 모두 채운 뒤 공고 게재 상품을 구매하세요.
      </Text>
      <JobInfoForm
        values={data?.values ?? values}
        fieldErrors={data?.fieldErrors ?? {}}
        error={data?.error ?? null}
        labels={labels}
        wageFloor={wageFloor}
        pictureRules={pictureRules}
        missing={null}
      />
    </Stack>
  );
}
