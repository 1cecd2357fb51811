import { getFormProps, getInputProps } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { Alert } from '@mantine/core/esm/components/Alert/Alert';
import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Badge } from '@mantine/core/esm/components/Badge/Badge';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Checkbox } from '@mantine/core/esm/components/Checkbox/Checkbox';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { notificationSettingsFormSchema } from '#contracts/notification';
import { useSchemaForm } from '~/forms/schema-form';
import { PushDevices } from '~/features/notifications/push-devices';
import { removePushDevice, subscribePush } from '~/features/notifications/push-devices.server';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { type ActionResult, formErrorOf } from '~/forms/action-result';
import { deleteToConfirm } from '~/forms/row-actions';
import { callApi, loadApi } from '~/utils/api.server';
import { requireUser } from '~/utils/auth.server';
import { pageMeta } from '~/utils/meta';
import { redirectWithToast } from '~/utils/toast.server';

export const meta: MetaFunction = () => [...pageMeta('알림 설정'), { name: 'robots', content: 'noindex' }];

const SETTINGS_PATH = '/user/notifications/settings';

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  const [settings, push] = await Promise.all([
    loadApi(request, (api) => api.my['notification-settings'].$get()),
    callApi(request, (api) => api.my.push.$get()),
  ]);
  // an operator's account takes no pushes (403): the page is its mail settings alone
  return json({ ...settings, push: push.ok ? push.data : null });
}

/**
 * The settings form, a browser's push subscription (push-devices.tsx, or the service worker after
 * the push service renewed it), or 삭제 of a device.
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireUser(request);
  const formData = await request.clone().formData();
  const intent = formData.get('intent');
  if (intent === 'push-subscribe') return subscribePush(request, formData);
  if (intent === 'delete') return removePushDevice(request);
  return saveSettings(request, formData);
}

/**
 * One row per kind: a box left unticked is mail (or push) off, and so is the 입사 제안 box where
 * the page showed it. The api refuses a kind the member cannot switch.
 */
async function saveSettings(request: Request, formData: FormData) {
  const submission = parseWithZod(formData, { schema: notificationSettingsFormSchema });
  if (submission.status !== 'success') return json(submission.reply(), { status: 400 });
  const { settings, offersShown, acceptsOffers } = submission.value;
  const body = offersShown ? { settings, acceptsOffers } : { settings };
  const result = await callApi(request, (api) => api.my['notification-settings'].$put({ json: body }));
  if (!result.ok) {
    return json(submission.reply({ formErrors: [result.error.message] }), { status: result.status });
  }
  return redirectWithToast(SETTINGS_PATH, { type: 'success', message: '알림 설정을 저장했습니다.' });
}

export default function NotificationSettingsPage() {
  const { kinds, alwaysOn, acceptsOffers, push } = useLoaderData<typeof loader>();
  const reply: unknown = useActionData();
  // the settings form's reply, or a device's 삭제 (its refusal, or its second step without JavaScript)
  const deleteReply =
    (reply as ActionResult | undefined)?.initialValue?.intent === 'delete' ? (reply as ActionResult) : undefined;
  const lastResult = deleteReply ? undefined : (reply as ActionResult | undefined);
  useActionToast(deleteReply);
  const deleteRefusal = formErrorOf(deleteReply);
  const [form, fields] = useSchemaForm(notificationSettingsFormSchema, {
    lastResult,
    defaultValue: {
      settings: kinds.map(({ kind, mail, push: pushed }) => ({ kind, mail, push: pushed })),
      offersShown: acceptsOffers !== null,
      acceptsOffers: acceptsOffers ?? false,
    },
  });
  const rows = fields.settings.getFieldList();

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        알림 설정
      </Title>
      <Text size="sm">
        모든 소식은 설정과 관계없이{' '}
        <Anchor component={Link} to="/user/notifications" underline="always" inherit>
          알림
        </Anchor>
        에 남습니다. 여기서는 같은 소식을 메일과 푸시로도 받을지 종류별로 정합니다.
      </Text>
      <NoScriptAlert
        toast={deleteRefusal ? { id: 'push-device-error', type: 'error', message: deleteRefusal } : null}
      />
      {push ? (
        <PushDevices publicKey={push.publicKey} devices={push.devices} confirming={deleteToConfirm(deleteReply)} />
      ) : null}
      {form.errors?.length ? (
        <Alert color="red" role="alert" id={form.errorId}>
          {form.errors.join(' ')}
        </Alert>
      ) : null}
      {kinds.length ? (
        <Form method="post" {...getFormProps(form)}>
          <Stack gap="sm">
            <Title order={2} size="h4">
              메일·푸시로 받을 소식
            </Title>
            {rows.map((row) => {
              const { kind, mail, push: pushed } = row.getFieldset();
              const info = kinds.find((candidate) => candidate.kind === kind.initialValue);
              // a row the page did not offer (a hand-made request) is not offered back
              if (!info) return null;
              const { key: kindKey, ...kindProps } = getInputProps(kind, { type: 'hidden' });
              const { key: mailKey, ...mailProps } = getInputProps(mail, { type: 'checkbox' });
              const { key: pushKey, ...pushProps } = getInputProps(pushed, { type: 'checkbox' });
              return (
                <div key={row.key} className="mail-setting">
                  <input key={kindKey} {...kindProps} />
                  <Text fw={600}>{info.label}</Text>
                  <Text size="sm" c="dimmed">
                    {info.description}
                  </Text>
                  <Group gap="lg" mt={6}>
                    {/* each box is named with its kind (새 지원자 메일 받기), its visible words last */}
                    <Checkbox key={mailKey} {...mailProps} label={<KindLabel kind={info.label} what="메일 받기" />} />
                    <Checkbox key={pushKey} {...pushProps} label={<KindLabel kind={info.label} what="푸시 받기" />} />
                  </Group>
                  {[kind, mail, pushed].some((field) => field.errors?.length) ? (
                    <Text className="field-error" role="alert">
                      {[kind, mail, pushed].flatMap((field) => field.errors ?? []).join(' ')}
                    </Text>
                  ) : null}
                </div>
              );
            })}
            {acceptsOffers !== null ? <OffersSwitch shown={fields.offersShown} accepts={fields.acceptsOffers} /> : null}
            <Group>
              <Button type="submit">저장</Button>
            </Group>
          </Stack>
        </Form>
      ) : (
        <Text c="dimmed">이 계정으로 받는 알림 메일이 없습니다.</Text>
      )}
      {alwaysOn.length ? (
        <Stack gap="sm" component="section" aria-labelledby="always-on-title">
          <Title order={2} size="h4" id="always-on-title">
            항상 받는 메일
          </Title>
          <Text size="sm" c="dimmed">
            결제와 계정 보안에 관한 메일은 끌 수 없습니다.
          </Text>
          <ul className="mail-always-on">
            {alwaysOn.map((info) => (
              <li key={info.kind}>
                <Group gap="xs">
                  <Text fw={600}>{info.label}</Text>
                  <Badge color="gray" variant="light" size="sm">
                    항상 받음
                  </Badge>
                </Group>
                <Text size="sm" c="dimmed">
                  {info.description}
                </Text>
              </li>
            ))}
          </ul>
        </Stack>
      ) : null}
    </Stack>
  );
}

function KindLabel({ kind, what }: { kind: string; what: string }) {
  return (
    <>
      <span className="visually-hidden">{kind} </span>
      {what}
    </>
  );
}

type SettingsFields = ReturnType<typeof useSchemaForm<typeof notificationSettingsFormSchema>>[1];

/** 입사 제안 on or off: the hidden field tells the action that an unticked box means off. */
function OffersSwitch({
  shown,
  accepts,
}: {
  shown: SettingsFields['offersShown'];
  accepts: SettingsFields['acceptsOffers'];
}) {
  const { key, ...props } = getInputProps(accepts, { type: 'checkbox' });
  return (
    <>
      <Title order={2} size="h4">
        입사 제안
      </Title>
      <input type="hidden" name={shown.name} value="on" />
      <Checkbox
        key={key}
        {...props}
        label="기업의 입사 제안 받기"
        description="이력서를 본 기업이 공고를 제안할 수 있습니다. 끄면 새 제안이 오지 않습니다."
        error={accepts.errors?.join(' ')}
      />
    </>
  );
}
