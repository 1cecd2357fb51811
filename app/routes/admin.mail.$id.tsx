import { Alert } from '@mantine/core/esm/components/Alert/Alert';
import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { SimpleGrid } from '@mantine/core/esm/components/SimpleGrid/SimpleGrid';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { HIDDEN_TOKEN, MAIL_TEXT_KEEP_DAYS } from '#contracts/mail';
import { Field } from '~/features/admin/admin-forms';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import classes from '~/features/listing/listing.module.css';
import { MailStatusBadge } from '~/features/admin/mail-status';
import { loadApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { formatDateTime } from '~/utils/format';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => [...pageMeta('메일 보기'), { name: 'robots', content: 'noindex' }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, 'admin');
  const id = params.id && /^\d{1,10}$/.test(params.id) ? params.id : '0';
  const { mail } = await loadApi(request, (api) => api.admin.mail[':id'].$get({ param: { id } }));
  return json({ mail });
}

/**
 * The mail's text with its web links clickable: without SMTP_URL the operator follows a verification
 * link from here. A hidden single-use link stays text: it leads nowhere.
 */
function MailText({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return (
    <p className={classes.prose} style={{ overflowWrap: 'anywhere' }}>
      {parts.map((part, index) =>
        index % 2 && !part.includes(HIDDEN_TOKEN) ? (
          <Anchor key={index} href={part} inherit>
            {part}
          </Anchor>
        ) : (
          part
        ),
      )}
    </p>
  );
}

export default function AdminMailPage() {
  const { mail } = useLoaderData<typeof loader>();
  return (
    <Stack gap="lg" component="article">
      <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
        {mail.subject}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs">
        <Field label="받는 사람">{mail.to}</Field>
        <Field label="종류">{mail.kindLabel}</Field>
        <Field label="상태">
          <MailStatusBadge status={mail.status} />
        </Field>
        <Field label="시도">{`${mail.attempts}번`}</Field>
        <Field label="만든 시각">{formatDateTime(mail.createdAt)}</Field>
        <Field label="보낸 시각">{mail.sentAt ? formatDateTime(mail.sentAt) : '-'}</Field>
        {mail.nextAttemptAt && mail.attempts ? (
          <Field label="다음 시도">{formatDateTime(mail.nextAttemptAt)}</Field>
        ) : null}
      </SimpleGrid>
      {mail.lastError ? (
        <Alert
          color="red"
          variant="light"
          title={mail.status === 'failed' ? '보내지 못했습니다' : '마지막 시도의 오류'}
        >
          <span style={{ overflowWrap: 'anywhere' }}>{mail.lastError}</span>
        </Alert>
      ) : null}
      {mail.linksHidden ? (
        <Alert color="gray" variant="light" title="일회용 링크는 가렸습니다">
          비밀번호 재설정과 이메일 인증 링크는 한 번만 쓰는 열쇠와 같아서, 메일이 실제로 나가는 동안에는 운영자 화면에도
          보이지 않게 {HIDDEN_TOKEN}로 가립니다. 링크는 받는 사람의 메일함에만 있습니다.
        </Alert>
      ) : null}
      {mail.attachments.length ? (
        <Field label="첨부 파일">
          {mail.attachments
            .map(
              (file) =>
                `${file.filename} (${file.contentType.split(';')[0]}, ${file.bytes.toLocaleString('ko-KR')}바이트)`,
            )
            .join(', ')}
        </Field>
      ) : null}
      {mail.text === null ? (
        <Alert color="gray" variant="light" title="본문을 지웠습니다">
          {`보낸 지 ${MAIL_TEXT_KEEP_DAYS}일이 지나 본문과 링크를 지웠습니다${mail.textRemovedAt ? ` (${formatDateTime(mail.textRemovedAt)})` : ''}. 제목, 종류, 상태와 일부를 가린 받는 주소만 남습니다.`}
        </Alert>
      ) : (
        <Paper withBorder p="md" radius="md">
          <MailText text={mail.text} />
        </Paper>
      )}
      <Group>
        <Button component={Link} to="/admin/mail" variant="light">
          메일 목록
        </Button>
        {mail.status === 'pending' ? (
          <Button component={Link} to={`/admin/mail/${mail.id}`} variant="default" reloadDocument>
            상태 새로 고침
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
