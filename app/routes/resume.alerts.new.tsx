import { getFormProps, getInputProps, useForm } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Alert } from '@mantine/core/esm/components/Alert/Alert';
import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Badge } from '@mantine/core/esm/components/Badge/Badge';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { TextInput } from '@mantine/core/esm/components/TextInput/TextInput';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react';
import { jobAlertInputSchema } from '#contracts/job-alert';
import {
  ALERT_SEARCH_NAME,
  alertConditionWords,
  alertFiltersOf,
  alertListPath,
  defaultAlertName,
  JOB_ALERT_LIMIT,
  JOB_ALERT_NAME_MAX,
  searchAlertFilters,
} from '#contracts/job-alert-filters';
import { callApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { replyWithRefusal } from '~/forms/conform.server';
import { pageMeta } from '~/utils/meta';
import { redirectWithToast } from '~/utils/toast.server';
import { useActionResult } from '~/forms/use-action-result';

export const meta: MetaFunction = () => [...pageMeta('맞춤 공고 알림 저장'), { name: 'robots', content: 'noindex' }];

/** The filters of the list (or the search word) this page was opened with, e.g. ?sido=서울&position=baker. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'normal');
  const params = new URL(request.url).searchParams;
  const word = params.get(ALERT_SEARCH_NAME)?.trim();
  return json({ filters: word ? searchAlertFilters(word) : alertFiltersOf(params) });
}

/**
 * Saves the alert. The list and search pages post here too: a refusal renders this page with the
 * name as typed and the api's Korean message; a success goes back to the list it watches.
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, 'normal');
  const submission = parseWithZod(await request.formData(), { schema: jobAlertInputSchema });
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 });
  const result = await callApi(request, (api) => api.my['job-alerts'].$post({ json: submission.value }));
  if (!result.ok) return json(replyWithRefusal(submission, result.error), { status: result.status });
  const { name, listPath } = result.data.jobAlert;
  return redirectWithToast(listPath, {
    type: 'success',
    message: `맞춤 공고 알림 ‘${name}’을(를) 저장했습니다. 매일 아침 8시에 새 공고를 알려드립니다.`,
  });
}

export default function NewJobAlert() {
  const { filters: opened } = useLoaderData<typeof loader>();
  const lastResult = useActionResult();
  const busy = useNavigation().state === 'submitting';
  const [form, fields] = useForm({
    lastResult,
    defaultValue: { name: defaultAlertName(opened), filters: opened },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: jobAlertInputSchema }),
    shouldValidate: 'onBlur',
  });
  // after a refusal, the filters the form carried (the list's, when it was posted from there)
  const filters = fields.filters.value ?? opened;
  const words = alertConditionWords(filters);
  const refusal = form.errors?.[0] ?? fields.filters.errors?.[0];
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        맞춤 공고 알림 저장
      </Title>
      <Text size="sm" c="dimmed">
        저장한 조건에 맞는 새 공고를 매일 아침 8시에 알림으로, 인증한 이메일로도 보내드립니다. 알림은 {JOB_ALERT_LIMIT}
        개까지 저장할 수 있습니다.
      </Text>
      {refusal ? (
        <Alert color="red" title="저장하지 못했습니다" role="alert" id={form.errorId}>
          {refusal}{' '}
          <Anchor component={Link} to="/resume/alerts">
            내 맞춤 공고 알림 보기
          </Anchor>
        </Alert>
      ) : null}
      <Form method="post" {...getFormProps(form)}>
        <Stack gap="sm">
          <div>
            <Text fw={700} size="sm" mb={4}>
              알림 조건
            </Text>
            {words.length ? (
              <Group gap={6}>
                {words.map((word) => (
                  <Badge key={word} variant="light">
                    {word}
                  </Badge>
                ))}
              </Group>
            ) : (
              <Text size="sm">
                아직 고른 조건이 없습니다.{' '}
                <Anchor component={Link} to="/info/job-info-list">
                  채용정보
                </Anchor>
                에서 지역·직종 같은 조건을 고른 뒤 알림을 저장해주세요.
              </Text>
            )}
          </div>
          <input {...getInputProps(fields.filters, { type: 'hidden' })} key={fields.filters.key} />
          <TextInput
            {...getInputProps(fields.name, { type: 'text' })}
            key={fields.name.key}
            label="알림 이름"
            description="알림과 메일 제목에 쓰입니다."
            maxLength={JOB_ALERT_NAME_MAX}
            error={fields.name.errors?.[0]}
            w={{ base: '100%', sm: 420 }}
          />
          <Group>
            <Button type="submit" loading={busy}>
              알림 저장
            </Button>
            <Button component={Link} to={filters ? alertListPath(filters) : '/info/job-info-list'} variant="default">
              돌아가기
            </Button>
          </Group>
        </Stack>
      </Form>
    </Stack>
  );
}
