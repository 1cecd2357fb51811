import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import { ResumeForm } from '~/features/resumes/resume-form';
import { callApi, loadApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { unlessFormReplied } from '~/forms/form-revalidation';
import { pageMeta } from '~/utils/meta';
import { PICTURE_RULES } from '~/features/pictures/picture-upload.server';
import { PORTFOLIO_RULES } from '~/features/portfolio/portfolio-form.server';
import {
  readResumeSubmission,
  RESUME_ROW_LIMITS,
  resumeFormDefaults,
  resumeSaveResponse,
} from '~/features/resumes/resume-form.server';
import { useActionResult } from '~/forms/use-action-result';

export const meta: MetaFunction = () => [...pageMeta('이력서 수정'), { name: 'robots', content: 'noindex' }];

/** The resume's id from the URL; anything but a number is a page that does not exist. */
function resumeId(id: string | undefined): string {
  if (!id || !/^\d{1,12}$/.test(id)) {
    throw json({ message: '이력서를 찾을 수 없습니다.' }, { status: 404 });
  }
  return id;
}

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, 'normal');
  const id = resumeId(params.id);
  const { resume } = await loadApi(request, (api) => api.my.resumes[':id'].$get({ param: { id } }));
  return json({
    id: resume.id,
    title: resume.title,
    missing: resume.missing,
    defaultValue: resumeFormDefaults(resume),
    pictureRules: PICTURE_RULES,
    portfolioRules: PORTFOLIO_RULES,
    limits: RESUME_ROW_LIMITS,
  });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireRole(request, 'normal');
  const id = resumeId(params.id);
  const read = await readResumeSubmission(request);
  if ('reply' in read) return read.reply;
  const { submission } = read;
  const result = await callApi(request, (api) => api.my.resumes[':id'].$put({ param: { id }, json: submission.value }));
  return resumeSaveResponse(submission, result);
}

export const shouldRevalidate = unlessFormReplied;

export default function ResumeEdit() {
  const { id, title, missing, defaultValue, pictureRules, portfolioRules, limits } = useLoaderData<typeof loader>();
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
        defaultValue={defaultValue}
        lastResult={useActionResult()}
        pictureRules={pictureRules}
        portfolioRules={portfolioRules}
        limits={limits}
        missing={missing}
      />
    </Stack>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
