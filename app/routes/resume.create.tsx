import { Alert } from '@mantine/core/esm/components/Alert/Alert';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { ResumeForm } from '~/features/resumes/resume-form';
import { callApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { unlessFormReplied } from '~/forms/form-revalidation';
import { pageMeta } from '~/utils/meta';
import { MAX_RESUMES_PER_USER } from '~/features/resumes/my-resumes.server';
import { PICTURE_RULES } from '~/features/pictures/picture-upload.server';
import { PORTFOLIO_RULES } from '~/features/portfolio/portfolio-form.server';
import {
  readResumeSubmission,
  RESUME_ROW_LIMITS,
  resumeFormDefaults,
  resumeSaveResponse,
} from '~/features/resumes/resume-form.server';
import { useActionResult } from '~/forms/use-action-result';

export const meta: MetaFunction = () => [...pageMeta('이력서 작성'), { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'normal');
  // Said before the typing starts rather than after: the api refuses an 11th resume.
  const mine = await callApi(request, (api) => api.my.resumes.$get());
  return json({
    atLimit: mine.ok && mine.data.total >= MAX_RESUMES_PER_USER,
    maxResumes: MAX_RESUMES_PER_USER,
    defaultValue: resumeFormDefaults(null),
    pictureRules: PICTURE_RULES,
    portfolioRules: PORTFOLIO_RULES,
    limits: RESUME_ROW_LIMITS,
  });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, 'normal');
  const read = await readResumeSubmission(request);
  if ('reply' in read) return read.reply;
  const { submission } = read;
  const result = await callApi(request, (api) => api.my.resumes.$post({ json: submission.value }));
  return resumeSaveResponse(submission, result);
}

export const shouldRevalidate = unlessFormReplied;

export default function ResumeCreate() {
  const { atLimit, maxResumes, defaultValue, pictureRules, portfolioRules, limits } = useLoaderData<typeof loader>();
  return (
    <Stack gap="md" maw={760}>
      <Title order={1} size="h2">
        이력서 작성
      </Title>
      {atLimit ? (
        <Alert color="red" variant="light">
          이력서는 최대 {maxResumes}개까지 작성할 수 있습니다. 이력서 관리에서 쓰지 않는 이력서를 삭제한 뒤
          작성해주세요.
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          제목만 적어도 저장됩니다. 인재정보에 공개하려면 이름, 출생연도, 연락처, 희망 지역·직종, 자기소개를 채워주세요.
        </Text>
      )}
      <ResumeForm
        defaultValue={defaultValue}
        lastResult={useActionResult()}
        pictureRules={pictureRules}
        portfolioRules={portfolioRules}
        limits={limits}
        missing={null}
      />
    </Stack>
  );
}
