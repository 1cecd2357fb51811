import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { answerOffer } from '~/features/offers/answer-offer.server';
import { OfferCard } from '~/features/offers/offer-card';
import { pageOf } from '~/features/listing/list-query';
import { PageLinks } from '~/features/listing/page-links';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { formErrorOf } from '~/forms/action-result';
import { useActionResult } from '~/forms/use-action-result';
import { loadApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => [...pageMeta('받은 입사 제안'), { name: 'robots', content: 'noindex' }];

const SETTINGS_PATH = '/user/notifications/settings';
const listPath = (page: number) => (page > 1 ? `/resume/offers?page=${page}` : '/resume/offers');

/** The offers, newest first, and the complete resumes 수락 may apply with. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'normal');
  const page = String(pageOf(new URL(request.url).searchParams));
  const [offers, resumes] = await Promise.all([
    loadApi(request, (api) => api.my.offers.$get({ query: { page } })),
    loadApi(request, (api) => api.my.resumes.$get()),
  ]);
  const choices = resumes.items.filter((resume) => resume.complete).map(({ id, title }) => ({ id, title }));
  return json({ offers, resumes: choices });
}

export async function action({ request }: ActionFunctionArgs) {
  await requireRole(request, 'normal');
  return answerOffer(request, listPath(pageOf(new URL(request.url).searchParams)));
}

export default function ReceivedOffers() {
  const { offers, resumes } = useLoaderData<typeof loader>();
  const reply = useActionResult();
  useActionToast(reply);
  const refusal = formErrorOf(reply);
  const answered = Number(reply?.initialValue?.id);
  const chosen = Number(reply?.initialValue?.resumeId) || undefined;

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        받은 입사 제안
      </Title>
      {offers.total ? (
        <Text size="sm" c="dimmed">
          이력서를 본 기업이 공고를 보내며 함께 일하자고 제안한 목록입니다. 수락하면 고른 이력서로 그 공고에 지원하고,
          함께 온 면접 시간은 지원한 회사의 면접 제안으로 이어집니다. 제안을 받고 싶지 않으면{' '}
          <Anchor component={Link} to={SETTINGS_PATH}>
            알림 설정
          </Anchor>
          에서 끌 수 있습니다.
        </Text>
      ) : (
        <div className="empty-state">
          <Text>
            아직 받은 입사 제안이 없어요. 이력서를 공개해두면 이력서를 본 기업이 공고와 함께 먼저 연락할 수 있어요.
            제안을 받고 싶지 않다면 알림 설정에서 끌 수 있어요.
          </Text>
          <Button component={Link} to={SETTINGS_PATH} mt="md" variant="light">
            알림 설정
          </Button>
        </div>
      )}
      <NoScriptAlert toast={refusal ? { id: `offer-${answered}-error`, type: 'error', message: refusal } : null} />
      {offers.items.length ? (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {offers.items.map((offer) => (
            <OfferCard
              key={offer.id}
              offer={offer}
              resumes={resumes}
              chosen={answered === offer.id ? chosen : undefined}
            />
          ))}
        </Stack>
      ) : null}
      <PageLinks page={offers.page} pageSize={offers.pageSize} total={offers.total} href={listPath} />
    </Stack>
  );
}
