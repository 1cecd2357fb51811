import { getFormProps } from '@conform-to/react';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { SimpleGrid } from '@mantine/core/esm/components/SimpleGrid/SimpleGrid';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { type Identity, type OAuthProvider, PROVIDER_LABELS, type SignInMethods } from '#contracts/oauth';
import type { ActionResult } from '~/forms/action-result';
import { ConformPasswordInput } from '~/forms/conform-password-input';
import { useSchemaForm } from '~/forms/schema-form';
import { IntentForm } from '~/features/account/intent-form';
import { formatDate } from '~/utils/format';
import { ProviderSymbol } from './provider-buttons';
import { setPasswordFormSchema, unlinkProviderFormSchema } from './sign-in-methods.schema';

/** 로그인 방법 of 회원정보 수정: the password (or 비밀번호 설정), and 카카오/네이버 linked or 연결하기. */
export function SignInMethodsSection({
  methods,
  offered,
  setPasswordResult,
  unlinkResult,
}: {
  methods: SignInMethods;
  /** the providers this site signs in with (their keys are set) */
  offered: OAuthProvider[];
  setPasswordResult: ActionResult | undefined;
  unlinkResult: ActionResult | undefined;
}) {
  const linked = new Map(methods.identities.map((identity) => [identity.provider, identity]));
  const providers = [...new Set([...offered, ...linked.keys()])];
  return (
    <Stack gap="md">
      <div>
        <Text fw={700}>비밀번호</Text>
        {methods.hasPassword ? (
          <Text size="sm" c="dimmed">
            설정되어 있어요. 아래 비밀번호 변경에서 바꿀 수 있어요.
          </Text>
        ) : (
          <SetPasswordForm lastResult={setPasswordResult} />
        )}
      </div>
      {providers.map((provider) => (
        <ProviderRow
          key={provider}
          provider={provider}
          identity={linked.get(provider)}
          lastResult={unlinkResult?.initialValue?.provider === provider ? unlinkResult : undefined}
        />
      ))}
    </Stack>
  );
}

function ProviderRow({
  provider,
  identity,
  lastResult,
}: {
  provider: OAuthProvider;
  identity: Identity | undefined;
  lastResult: ActionResult | undefined;
}) {
  const label = PROVIDER_LABELS[provider];
  const [form] = useSchemaForm(unlinkProviderFormSchema, { id: `unlink-${provider}`, lastResult });
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
      <div>
        <Text fw={700}>{label}</Text>
        <Text size="sm" c="dimmed">
          {identity
            ? `연결됨${identity.email ? ` · ${identity.email}` : ''} · ${formatDate(identity.linkedAt)}`
            : '연결되지 않았어요.'}
        </Text>
      </div>
      {identity ? (
        <IntentForm
          intent="unlink-provider"
          form={{ props: getFormProps(form), error: form.errors?.[0] }}
          submit={
            <Button type="submit" variant="outline" color="gray" aria-label={`${label} 연결 해제`}>
              연결 해제
            </Button>
          }
        >
          <input type="hidden" name="provider" value={provider} />
        </IntentForm>
      ) : (
        // to the provider and back: a document navigation
        <Button component="a" href={`/auth/${provider}?intent=link`} variant="light" aria-label={`${label} 연결하기`}>
          연결하기
        </Button>
      )}
    </Group>
  );
}

function SetPasswordForm({ lastResult }: { lastResult: ActionResult | undefined }) {
  const [form, fields] = useSchemaForm(setPasswordFormSchema, { id: 'set-password', lastResult });
  return (
    <Stack gap="xs" mt="xs">
      <Text size="sm" c="dimmed">
        비밀번호가 없어요. 설정하면 아이디와 비밀번호로도 로그인할 수 있어요.
      </Text>
      <IntentForm
        intent="set-password"
        form={{ props: getFormProps(form), error: form.errors?.[0] }}
        submit={<Button type="submit">비밀번호 설정</Button>}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <ConformPasswordInput
            field={fields.newPassword}
            label="새 비밀번호"
            description="영문과 숫자를 포함해 8자 이상"
            autoComplete="new-password"
          />
          <ConformPasswordInput
            field={fields.newPasswordConfirm}
            label="새 비밀번호 확인"
            autoComplete="new-password"
          />
        </SimpleGrid>
      </IntentForm>
    </Stack>
  );
}

/**
 * The recent sign-in check of a member without a password: signing in again with a linked
 * provider (GET /auth/{provider}?intent=confirm) stands for typing the password.
 */
export function ProviderCheckStep({ identities, message }: { identities: Identity[]; message?: string }) {
  return (
    <Stack gap="md" maw={420}>
      <Title order={1} size="h2">
        회원정보 수정
      </Title>
      <Text>개인정보를 보호하기 위해 연결된 계정으로 다시 로그인해 본인인지 확인합니다.</Text>
      {message ? (
        <Text size="sm" c="red" role="alert">
          {message}
        </Text>
      ) : null}
      {identities.map(({ provider }) => (
        <a key={provider} href={`/auth/${provider}?intent=confirm`} className={`provider-button provider-${provider}`}>
          <ProviderSymbol provider={provider} />
          <span>{PROVIDER_LABELS[provider]}로 다시 로그인</span>
        </a>
      ))}
    </Stack>
  );
}
