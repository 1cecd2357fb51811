import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { type ShouldRevalidateFunction, useActionData, useLoaderData } from '@remix-run/react';
import type { JobInfo } from '../../api/contracts/job-info';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { JobInfoForm } from '~/components/job-info-form';
import { useActionToast } from '~/components/toasts';
import { authHeaders, legacyCallApi, jsonWithAuth, legacyLoadApi } from '~/utils/api.server';
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

export const meta: MetaFunction = () => [...pageMeta('공고 수정'), { name: 'robots', content: 'noindex' }];

const NOT_FOUND_MESSAGE = '공고를 찾을 수 없습니다.';

/** The posting's id from the URL; anything but a number is a page that does not exist. */
async function postingId(request: Request, id: string | undefined): Promise<string> {
  if (!id || !/^\d{1,12}$/.test(id)) {
    throw json({ message: NOT_FOUND_MESSAGE }, { status: 404, headers: await authHeaders(request) });
  }
  return id;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, 'company');
  const id = await postingId(request, params.id);
  const data = await legacyLoadApi<{ jobInfo: JobInfo }>(request, `/my/job-infos/${id}`);
  const { jobInfo } = data;
  return jsonWithAuth(request, {
    id: jobInfo.id,
    title: jobInfo.title,
    missing: jobInfo.missing,
    values: jobInfoFormValues(jobInfo),
    labels: JOB_INFO_FORM_LABELS,
    wageFloor: wageFloorNow(),
    pictureRules: PICTURE_RULES,
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireRole(request, 'company');
  const id = await postingId(request, params.id);
  const submission = await readJobInfoSubmission(request);
  if ('answer' in submission) return submission.answer;
  const { values } = submission;
  const result = await legacyCallApi<{ jobInfo: JobInfo }>(request, `/my/job-infos/${id}`, {
    method: 'PUT',
    body: jobInfoBody(values),
  });
  return jobInfoSaveResponse(request, result, values);
}

/** A refused save or a photo button without JavaScript changed nothing stored: the form stays as typed. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult && typeof actionResult === 'object' && 'values' in actionResult ? false : defaultShouldRevalidate;

export default function JobInfoEdit() {
  const { id, title, missing, values, labels, wageFloor, pictureRules } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  useActionToast(data);
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
        values={data?.values ?? values}
        fieldErrors={data?.fieldErrors ?? {}}
        error={data?.error ?? null}
        labels={labels}
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
