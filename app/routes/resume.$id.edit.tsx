import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { type ShouldRevalidateFunction, useActionData, useLoaderData } from '@remix-run/react';
import type { Resume } from '../../api/contracts/resume';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { ResumeForm } from '~/components/resume-form';
import { useActionToast } from '~/components/toasts';
import { authHeaders, legacyCallApi, jsonWithAuth, legacyLoadApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { pageMeta } from '~/utils/meta';
import { PICTURE_RULES } from '~/utils/picture-upload.server';
import {
  readResumeSubmission,
  RESUME_FORM_LABELS,
  RESUME_FORM_LIMITS,
  resumeBody,
  resumeFormValues,
  resumeSaveResponse,
} from '~/utils/resume-form.server';

export const meta: MetaFunction = () => [...pageMeta('이력서 수정'), { name: 'robots', content: 'noindex' }];

/** The resume's id from the URL; anything but a number is a page that does not exist. */
async function resumeId(request: Request, id: string | undefined): Promise<string> {
  if (!id || !/^\d{1,12}$/.test(id)) {
    throw json({ message: '이력서를 찾을 수 없습니다.' }, { status: 404, headers: await authHeaders(request) });
  }
  return id;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, 'normal');
  const id = await resumeId(request, params.id);
  const data = await legacyLoadApi<{ resume: Resume }>(request, `/my/resumes/${id}`);
  const { resume } = data;
  return jsonWithAuth(request, {
    id: resume.id,
    title: resume.title,
    missing: resume.missing,
    values: resumeFormValues(resume),
    labels: RESUME_FORM_LABELS,
    limits: RESUME_FORM_LIMITS,
    pictureRules: PICTURE_RULES,
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireRole(request, 'normal');
  const id = await resumeId(request, params.id);
  const submission = await readResumeSubmission(request);
  if ('answer' in submission) return submission.answer;
  const { values } = submission;
  const { body, origins } = resumeBody(values);
  const result = await legacyCallApi<{ resume: Resume }>(request, `/my/resumes/${id}`, { method: 'PUT', body });
  return resumeSaveResponse(request, result, values, origins);
}

/** A refused save or a row added without JavaScript changed nothing stored: no reload. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult && typeof actionResult === 'object' && 'values' in actionResult ? false : defaultShouldRevalidate;

export default function ResumeEdit() {
  const { id, title, missing, values, labels, limits, pictureRules } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  useActionToast(data);
  return (
    <Stack gap="md" maw={760}>
      <Title order={1} size="h2">
        이력서 수정
      </Title>
      <Text size="sm" c="dimmed">
        {title}
      </Text>
      <ResumeForm
        key={id}
        values={data?.values ?? values}
        fieldErrors={data?.fieldErrors ?? {}}
        error={data?.error ?? null}
        labels={labels}
        limits={limits}
        pictureRules={pictureRules}
        missing={missing}
      />
    </Stack>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
