import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Link, useLoaderData } from '@remix-run/react';
import { useActionToast } from '~/components/toasts';
import { allMyJobInfos } from '~/features/job-infos/all-my-job-infos.server';
import { OfferForm } from '~/features/offers/offer-form';
import { OFFER_FORM_RULES, sendOffer } from '~/features/offers/send-offer.server';
import { useActionResult } from '~/forms/use-action-result';
import { apiErrorResponse, callApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => [...pageMeta('입사 제안하기'), { name: 'robots', content: 'noindex' }];

const resumePath = (id: string) => `/info/resume/${encodeURIComponent(id)}`;

/**
 * 입사 제안하기 to the owner of the resume `resumeId`: the resume's title, and the company's listed
 * postings to offer. Whether the company may write to that person (it unlocked the resume, or they
 * applied to it) is the api's to say when the form is sent.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireRole(request, 'company');
  const id = params.resumeId ?? '';
  const found = await callApi(request, (api) => api.resumes[':id'].$get({ param: { id } }));
  if (!found.ok) throw apiErrorResponse({ ...found, status: found.status === 400 ? 404 : found.status });
  const postings = (await allMyJobInfos(request))
    .filter((jobInfo) => jobInfo.visible)
    .map(({ id, title }) => ({ id, title }));
  const { resume } = found.data;
  return json({ resume: { id: resume.id, title: resume.title }, postings, rules: OFFER_FORM_RULES });
}

export async function action({ request, params }: ActionFunctionArgs) {
  await requireRole(request, 'company');
  const id = params.resumeId ?? '';
  return sendOffer(request, id, resumePath(id));
}

export default function SendOffer() {
  const { resume, postings, rules } = useLoaderData<typeof loader>();
  const lastResult = useActionResult();
  useActionToast(lastResult);
  return (
    <OfferForm
      postings={postings}
      rules={rules}
      lastResult={lastResult}
      recipient={
        <Text size="sm">
          받는 분의 이력서:{' '}
          <Anchor component={Link} to={resumePath(String(resume.id))}>
            {resume.title}
          </Anchor>
        </Text>
      }
    />
  );
}
