import { Alert, Anchor, Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react';
import type { ReactNode } from 'react';
import type { Credits } from '../../api/contracts/order';
import type { Resume } from '../../api/contracts/resume';
import { RESUME_EDUCATION } from '../../api/contracts/enumerations';
import { GeneralErrorBoundary } from '~/components/general-error-boundary';
import classes from '~/components/listing.module.css';
import { ScrapToggle } from '~/components/scrap-toggle';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { authHeaders, callApi, jsonWithAuth } from '~/utils/api.server';
import { getUser, requireRole } from '~/utils/auth.server';
import {
  careerMonthsText,
  certificateName,
  employmentTypeLabel,
  payText,
  positionLabel,
  regionText,
} from '~/utils/labels';
import { pageMeta } from '~/utils/meta';
import { redirectWithToast } from '~/utils/toast.server';

export async function loader({ request, params }: LoaderFunctionArgs) {
  const result = await callApi<{ resume: Resume; unlocked: boolean }>(
    request,
    `/resumes/${encodeURIComponent(params.id ?? '')}`,
  );
  if (result.ok) {
    const { resume, unlocked } = result.data;
    // A company that has not opened it yet is told how many credits it has to open it with.
    const reader = await getUser(request);
    const isCompany = reader?.role === 'company';
    const credits = isCompany && !resume.unmasked ? await callApi<Credits>(request, '/my/talent-credits') : null;
    return jsonWithAuth(request, {
      resume,
      unlocked,
      isCompany,
      creditsLeft: credits?.ok ? credits.data.remaining : null,
    });
  }
  throw await jsonWithAuth(
    request,
    { message: result.error.message },
    { status: result.status === 400 ? 404 : result.status },
  );
}

/** A company spends one talent credit (none when it already did) to see the contacts. */
export async function action({ request, params }: ActionFunctionArgs) {
  await requireRole(request, 'company');
  const id = encodeURIComponent(params.id ?? '');
  const result = await callApi<{ charged: boolean; credits: Credits }>(request, `/resumes/${id}/unlock`, {
    method: 'POST',
  });
  if (!result.ok) return jsonWithAuth(request, { error: result.error.message }, { status: result.status });
  const message = result.data.charged
    ? `열람권 1건을 사용해 연락처를 열었습니다. 남은 열람권 ${result.data.credits.remaining}건`
    : '이미 연락처를 연 이력서입니다. 열람권은 차감되지 않았습니다.';
  return redirectWithToast(`/info/resume/${id}`, { type: 'success', message }, { headers: await authHeaders(request) });
}

function ContactsLocked({ isCompany, creditsLeft }: { isCompany: boolean; creditsLeft: number | null }) {
  const busy = useNavigation().state === 'submitting';
  if (!isCompany) {
    return (
      <Alert color="brown" variant="light">
        연락처는 인재 열람권으로 확인할 수 있습니다. 열람권을 사용한 기업회원과 지원을 받은 기업에게만 보입니다.{' '}
        <Anchor component={Link} to="/job-info/payment/count-payment">
          인재 열람권 보기
        </Anchor>
      </Alert>
    );
  }
  if (!creditsLeft) {
    return (
      <Alert color="brown" variant="light">
        보유한 인재 열람권이 없습니다. 열람권을 구매하면 이 이력서의 이름과 연락처를 볼 수 있습니다.{' '}
        <Anchor component={Link} to="/job-info/payment/count-payment">
          인재 열람권 구매하기
        </Anchor>
      </Alert>
    );
  }
  return (
    <Form method="post">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">
          열람권 1건으로 이름, 연락처, 이메일을 볼 수 있습니다. 한 번 연 이력서는 다시 차감되지 않습니다.
        </Text>
        <Button type="submit" loading={busy}>
          열람권 1건으로 연락처 보기 (남은 {creditsLeft}건)
        </Button>
      </Stack>
    </Form>
  );
}

// Resumes are personal data: reachable by link, never listed by search engines.
const NOINDEX = { name: 'robots', content: 'noindex, nofollow' };

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [...pageMeta('이력서를 찾을 수 없습니다'), NOINDEX];
  const { resume } = data;
  const positions = resume.positions.map(positionLabel).join(', ');
  return [
    ...pageMeta(
      `${resume.title} - 인재정보`,
      [positions && `희망 직종 ${positions}`, careerMonthsText(resume.careerMonths)].filter(Boolean).join(' · '),
    ),
    NOINDEX,
  ];
};

/** 2023.04 from the stored 2023-04. */
const month = (value: string) => value.replace('-', '.');

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (!shown.length) return <Text c="dimmed">입력된 정보가 없습니다.</Text>;
  return (
    <dl className={classes.facts}>
      {shown.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={classes.detailSection}>
      <h2>{title}</h2>
      {children}
    </section>
  );
}

export default function ResumeDetailPage() {
  const { resume, unlocked, isCompany, creditsLeft } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  useActionToast(data);
  const education = resume.education
    ? ((RESUME_EDUCATION as Record<string, string>)[resume.education] ?? resume.education)
    : null;
  return (
    <Container size="md" px={0}>
      <article>
        <Stack gap={6} mb="md">
          <Group gap={8}>
            {resume.name ? <Text fw={700}>{resume.name}</Text> : null}
            {resume.ageBand ? <Text c="dimmed">{resume.ageBand}</Text> : null}
            <Badge variant="light">{careerMonthsText(resume.careerMonths)}</Badge>
            <ScrapToggle kind="resume" id={resume.id} title={resume.title} />
          </Group>
          <Title order={1} size="h2">
            {resume.title}
          </Title>
        </Stack>

        <NoScriptAlert toast={data?.error ? { id: 'unlock-error', type: 'error', message: data.error } : null} />
        <Section title="연락처">
          {unlocked ? (
            <Text size="sm" c="dimmed" mb="xs">
              인재 열람권으로 연 이력서입니다.
            </Text>
          ) : null}
          {resume.unmasked ? (
            <Facts
              rows={[
                ['이름', resume.name],
                ['출생연도', resume.birthYear ? `${resume.birthYear}년` : null],
                [
                  '연락처',
                  resume.phone ? (
                    <Anchor href={`tel:${resume.phone.replace(/[^0-9+]/g, '')}`}>{resume.phone}</Anchor>
                  ) : null,
                ],
                ['이메일', resume.email ? <Anchor href={`mailto:${resume.email}`}>{resume.email}</Anchor> : null],
              ]}
            />
          ) : (
            <ContactsLocked isCompany={isCompany} creditsLeft={creditsLeft} />
          )}
        </Section>

        <Section title="희망 근무 조건">
          <Facts
            rows={[
              ['희망 지역', resume.regions.map((region) => regionText(region.sido, region.sigungu)).join(', ')],
              ['희망 직종', resume.positions.map(positionLabel).join(', ')],
              ['희망 고용형태', resume.employmentType ? employmentTypeLabel(resume.employmentType) : null],
              ['희망 급여', payText(resume.payType, resume.payAmount)],
            ]}
          />
        </Section>

        <Section title="학력">
          <Text>{education ?? '입력된 학력이 없습니다.'}</Text>
        </Section>

        <Section title="경력">
          {resume.careers.length ? (
            <Stack gap="md" component="ol" className={classes.plainList}>
              {resume.careers.map((career, i) => (
                <li key={`${career.bakery}-${career.from}-${i}`}>
                  <Text fw={700}>
                    {career.bakery}
                    {career.role ? ` · ${career.role}` : ''}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {month(career.from)} ~ {career.to ? month(career.to) : '재직 중'}
                  </Text>
                  {career.duties ? <p className={classes.prose}>{career.duties}</p> : null}
                </li>
              ))}
            </Stack>
          ) : (
            <Text>신입</Text>
          )}
        </Section>

        <Section title="자격증">
          {resume.certificates.length ? (
            <ul className={classes.tags}>
              {resume.certificates.map((certificate) => (
                <li key={certificate.name}>
                  <Badge variant="light" size="lg" radius="sm">
                    {certificateName(certificate.name)}
                    {certificate.acquiredOn ? ` (${month(certificate.acquiredOn)})` : ''}
                  </Badge>
                </li>
              ))}
            </ul>
          ) : (
            <Text c="dimmed">등록된 자격증이 없습니다.</Text>
          )}
        </Section>

        <Section title="자기소개">
          <p className={classes.prose}>{resume.introduction ?? '입력된 자기소개가 없습니다.'}</p>
        </Section>
      </article>
      <Button component={Link} to="/info/resume-list" variant="light" mt="md">
        인재정보 목록으로
      </Button>
    </Container>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
