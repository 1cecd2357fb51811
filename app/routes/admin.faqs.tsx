import { Badge } from '@mantine/core/esm/components/Badge/Badge';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { NativeSelect } from '../components/native-select';
import { selectData } from '~/utils/select-options';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Textarea } from '../components/textarea';
import { TextInput } from '@mantine/core/esm/components/TextInput/TextInput';
import { Title } from '@mantine/core/esm/components/Title/Title';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import type { Faq } from '../../api/contracts/customer-centre';
import { codes, FAQ_CATEGORIES } from '../../api/contracts/enumerations';
import { type AdminRefusal, EditPanel, refusalOf, useResetAfterSuccess } from '~/components/admin-forms';
import { RowAction } from '~/components/row-actions';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { adminAction, type AdminIntent } from '~/utils/admin.server';
import { jsonWithAuth, loadApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { formText, integerOrText } from '~/utils/form-data.server';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => [...pageMeta('자주 묻는 질문 관리'), { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'admin');
  const { items } = await loadApi(request, (api) => api.faqs.$get({ query: {} }));
  const groups = codes(FAQ_CATEGORIES).map((category) => ({
    category,
    items: items.filter((faq) => faq.category === category).sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id),
  }));
  return jsonWithAuth(request, { total: items.length, groups });
}

const FIELDS = ['category', 'question', 'answer', 'sortOrder'] as const;
const faqBody = (form: FormData) => ({
  category: formText(form, 'category'),
  question: formText(form, 'question'),
  answer: formText(form, 'answer'),
  // A number for the api; anything else typed goes as typed, for the api to refuse by name.
  sortOrder: integerOrText(formText(form, 'sortOrder')) ?? 0,
});

const INTENTS: Record<string, AdminIntent> = {
  create: { path: '/admin/faqs', body: faqBody, keep: FIELDS, done: '질문을 등록했습니다.' },
  update: {
    method: 'PUT',
    path: (id) => `/admin/faqs/${id}`,
    body: faqBody,
    keep: FIELDS,
    done: '질문을 수정했습니다.',
  },
  delete: { method: 'DELETE', path: (id) => `/admin/faqs/${id}`, done: '질문을 삭제했습니다.' },
};

export const action = ({ request }: ActionFunctionArgs) => adminAction(request, INTENTS);

/** 분류, 질문, 답변, 순서: the same fields to write a question and to correct one. */
function FaqFields({ faq, refusal }: { faq?: Faq; refusal: AdminRefusal | null }) {
  const values = refusal?.values;
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-start" grow>
        <NativeSelect
          label="분류"
          name="category"
          data={selectData(FAQ_CATEGORIES)}
          required
          defaultValue={values?.category ?? faq?.category ?? ''}
          error={refusal?.fields.category}
        />
        <TextInput
          label="순서"
          name="sortOrder"
          type="number"
          inputMode="numeric"
          min={0}
          max={9_999}
          description="작은 수가 먼저 보입니다."
          defaultValue={values?.sortOrder ?? String(faq?.sortOrder ?? 0)}
          error={refusal?.fields.sortOrder}
        />
      </Group>
      <TextInput
        label="질문"
        name="question"
        maxLength={200}
        required
        defaultValue={values?.question ?? faq?.question ?? ''}
        error={refusal?.fields.question}
      />
      <Textarea
        label="답변"
        name="answer"
        maxLength={5_000}
        rows={4}
        required
        defaultValue={values?.answer ?? faq?.answer ?? ''}
        error={refusal?.fields.answer}
      />
    </Stack>
  );
}

export default function AdminFaqs() {
  const { total, groups } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  useActionToast(data);
  const createRef = useResetAfterSuccess('create');

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        자주 묻는 질문 관리
      </Title>
      <NoScriptAlert toast={data?.error ? { id: 'admin-faqs-error', type: 'error', message: data.error } : null} />

      <Paper component="section" withBorder p="md" radius="md" aria-labelledby="new-faq">
        <Title order={2} size="h4" mb="sm" id="new-faq">
          새 질문
        </Title>
        <Form method="post" ref={createRef}>
          <FaqFields refusal={refusalOf(data, 'create')} />
          <Button type="submit" name="intent" value="create" mt="md">
            질문 등록
          </Button>
        </Form>
      </Paper>

      {total ? null : <Text size="sm">등록된 질문이 없습니다.</Text>}
      {groups
        .filter((group) => group.items.length)
        .map((group) => (
          <Stack key={group.category} component="section" gap="sm" aria-labelledby={`faq-${group.category}`}>
            <Title order={2} size="h4" id={`faq-${group.category}`}>
              {FAQ_CATEGORIES[group.category]} ({group.items.length})
            </Title>
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {group.items.map((faq) => {
                const refusal = refusalOf(data, 'update', faq.id);
                return (
                  <Paper component="li" key={faq.id} withBorder p="md" radius="md">
                    <Group gap={6} wrap="nowrap" align="flex-start">
                      <Badge variant="light" color="gray" style={{ flex: 'none' }}>
                        순서 {faq.sortOrder}
                      </Badge>
                      <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
                        {faq.question}
                      </Text>
                    </Group>
                    <Text size="sm" mt={6} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {faq.answer}
                    </Text>
                    <Group gap="sm" mt="sm" align="flex-start">
                      <RowAction
                        id={faq.id}
                        intent="delete"
                        color="red"
                        onClick={(event) => {
                          if (!window.confirm(`'${faq.question}' 질문을 삭제할까요?`)) event.preventDefault();
                        }}
                      >
                        삭제
                      </RowAction>
                    </Group>
                    {/* remounted once saved, so the panel closes on the corrected question */}
                    <EditPanel key={faq.updatedAt} open={!!refusal}>
                      <Form method="post">
                        <input type="hidden" name="id" value={faq.id} />
                        <FaqFields faq={faq} refusal={refusal} />
                        <Button type="submit" name="intent" value="update" size="compact-sm" mt="sm">
                          저장
                        </Button>
                      </Form>
                    </EditPanel>
                  </Paper>
                );
              })}
            </Stack>
          </Stack>
        ))}
    </Stack>
  );
}
