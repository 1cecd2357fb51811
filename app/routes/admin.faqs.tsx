import { getFormProps, getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react';
import { Badge } from '@mantine/core/esm/components/Badge/Badge';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { NativeSelect } from '~/forms/native-select';
import { selectData } from '~/forms/select-options';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Textarea } from '~/forms/textarea';
import { TextInput } from '@mantine/core/esm/components/TextInput/TextInput';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import type { ReactNode, RefObject } from 'react';
import { type Faq, faqBodySchema } from '#contracts/customer-centre';
import { codes, FAQ_CATEGORIES } from '#contracts/enumerations';
import { EditPanel, replyFor, useResetAfterSuccess } from '~/features/admin/admin-forms';
import { RowAction } from '~/forms/row-actions';
import { useSchemaForm } from '~/forms/schema-form';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { type ActionResult, formErrorOf } from '~/forms/action-result';
import { adminAction, adminIntent } from '~/features/admin/admin.server';
import { loadApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => [...pageMeta('자주 묻는 질문 관리'), { name: 'robots', content: 'noindex' }];

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'admin');
  const { items } = await loadApi(request, (api) => api.faqs.$get({ query: {} }));
  const groups = codes(FAQ_CATEGORIES).map((category) => ({
    category,
    items: items.filter((faq) => faq.category === category).sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id),
  }));
  return json({ total: items.length, groups });
}

export const action = ({ request }: ActionFunctionArgs) =>
  adminAction(request, {
    create: adminIntent({
      fields: faqBodySchema,
      call: (api, { value: json }) => api.admin.faqs.$post({ json }),
      done: '질문을 등록했습니다.',
    }),
    update: adminIntent({
      row: true,
      fields: faqBodySchema,
      call: (api, { id, value: json }) => api.admin.faqs[':id'].$put({ param: { id }, json }),
      done: '질문을 수정했습니다.',
    }),
    delete: adminIntent({
      row: true,
      call: (api, { id }) => api.admin.faqs[':id'].$delete({ param: { id } }),
      done: '질문을 삭제했습니다.',
    }),
  });

const CATEGORY_OPTIONS = selectData(FAQ_CATEGORIES);

/** 분류, 질문, 답변, 순서: the same form to write a question and to correct one. */
function FaqForm({
  faq,
  lastResult,
  formRef,
  submit,
}: {
  faq?: Faq;
  lastResult: ActionResult | undefined;
  formRef?: RefObject<HTMLFormElement>;
  submit: ReactNode;
}) {
  const [form, fields] = useSchemaForm(faqBodySchema, {
    id: faq ? `faq-${faq.id}` : 'faq-create',
    lastResult,
    defaultValue: faq
      ? { category: faq.category, question: faq.question, answer: faq.answer, sortOrder: String(faq.sortOrder) }
      : { sortOrder: '0' },
  });
  const { key: categoryKey, ...category } = getSelectProps(fields.category, { ariaAttributes: false });
  const { key: orderKey, ...sortOrder } = getInputProps(fields.sortOrder, { type: 'number', ariaAttributes: false });
  const { key: questionKey, ...question } = getInputProps(fields.question, { type: 'text', ariaAttributes: false });
  const { key: answerKey, ...answer } = getTextareaProps(fields.answer, { ariaAttributes: false });
  return (
    <Form method="post" ref={formRef} {...getFormProps(form)}>
      {faq ? <input type="hidden" name="id" value={faq.id} /> : null}
      <Stack gap="sm">
        <Group gap="sm" align="flex-start" grow>
          <NativeSelect
            key={categoryKey}
            {...category}
            label="분류"
            data={CATEGORY_OPTIONS}
            required
            error={fields.category.errors?.[0]}
          />
          <TextInput
            key={orderKey}
            {...sortOrder}
            label="순서"
            inputMode="numeric"
            min={0}
            max={9_999}
            description="작은 수가 먼저 보입니다."
            error={fields.sortOrder.errors?.[0]}
          />
        </Group>
        <TextInput
          key={questionKey}
          {...question}
          label="질문"
          maxLength={200}
          required
          error={fields.question.errors?.[0]}
        />
        <Textarea
          key={answerKey}
          {...answer}
          label="답변"
          maxLength={5_000}
          rows={4}
          required
          error={fields.answer.errors?.[0]}
        />
      </Stack>
      {submit}
    </Form>
  );
}

export default function AdminFaqs() {
  const { total, groups } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  useActionToast(data);
  const createRef = useResetAfterSuccess('create');
  const error = formErrorOf(data);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        자주 묻는 질문 관리
      </Title>
      <NoScriptAlert toast={error ? { id: 'admin-faqs-error', type: 'error', message: error } : null} />

      <Paper component="section" withBorder p="md" radius="md" aria-labelledby="new-faq">
        <Title order={2} size="h4" mb="sm" id="new-faq">
          새 질문
        </Title>
        <FaqForm
          lastResult={replyFor(data, 'create')}
          formRef={createRef}
          submit={
            <Button type="submit" name="intent" value="create" mt="md">
              질문 등록
            </Button>
          }
        />
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
                const refusal = replyFor(data, 'update', faq.id);
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
                      <FaqForm
                        faq={faq}
                        lastResult={refusal}
                        submit={
                          <Button type="submit" name="intent" value="update" size="compact-sm" mt="sm">
                            저장
                          </Button>
                        }
                      />
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
