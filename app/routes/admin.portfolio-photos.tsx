import { Alert } from '@mantine/core/esm/components/Alert/Alert';
import { Anchor } from '@mantine/core/esm/components/Anchor/Anchor';
import { Button } from '@mantine/core/esm/components/Button/Button';
import { Group } from '@mantine/core/esm/components/Group/Group';
import { Paper } from '@mantine/core/esm/components/Paper/Paper';
import { Stack } from '@mantine/core/esm/components/Stack/Stack';
import { Text } from '@mantine/core/esm/components/Text/Text';
import { TextInput } from '@mantine/core/esm/components/TextInput/TextInput';
import { Title } from '@mantine/core/esm/components/Title/Title';
import { type ActionFunctionArgs, json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react';
import { imagePath, imageWidths } from '#contracts/image';
import { hidePortfolioPhotoBodySchema } from '#contracts/portfolio';
import { ReasonForm, replyFor } from '~/features/admin/admin-forms';
import { adminAction, adminIntent } from '~/features/admin/admin.server';
import { TechniqueChips } from '~/features/portfolio/technique-chips';
import { RowAction } from '~/forms/row-actions';
import { NoScriptAlert, useActionToast } from '~/components/toasts';
import { formErrorOf } from '~/forms/action-result';
import { callApi } from '~/utils/api.server';
import { requireRole } from '~/utils/auth.server';
import { pageMeta } from '~/utils/meta';

export const meta: MetaFunction = () => [...pageMeta('포트폴리오 사진'), { name: 'robots', content: 'noindex' }];

/** The resume asked for: its number, or the address of its page (…/info/resume/123). */
function resumeNumber(value: string | null): string | null {
  return /(?:^|\/)(\d{1,12})\/?$/.exec(value?.trim() ?? '')?.[1] ?? null;
}

export async function loader({ request }: LoaderFunctionArgs) {
  await requireRole(request, 'admin');
  const params = new URL(request.url).searchParams;
  const asked = params.get('resume');
  const id = resumeNumber(asked);
  if (!id) return json({ asked: asked ?? '', resume: null, error: asked ? '이력서 번호를 확인해주세요.' : null });
  const result = await callApi(request, (api) => api.resumes[':id'].$get({ param: { id } }));
  if (!result.ok) return json({ asked: asked ?? '', resume: null, error: result.error.message });
  const { resume } = result.data;
  const bakes = resume.portfolio.map((item) => {
    // its smallest JPEG: enough to judge it
    const width = imageWidths(item.image, 'portfolio')[0]!;
    return {
      id: item.image.id,
      src: imagePath(item.image.key, width, 'jpeg'),
      width,
      height: Math.max(1, Math.round((item.image.height * width) / item.image.width)),
      caption: item.caption,
      techniques: item.techniques,
      otherTechnique: item.otherTechnique,
    };
  });
  // the photos hidden from this page: others no longer get them, so they are known by their number
  const shown = new Set(bakes.map((bake) => String(bake.id)));
  const hidden = [...new Set(params.getAll('hidden'))].filter((id) => /^\d{1,12}$/.test(id) && !shown.has(id));
  return json({ asked: asked ?? '', resume: { id: resume.id, title: resume.title, bakes, hidden }, error: null });
}

/**
 * The toasts are the api's own messages: 숨김 says the owner was told why. A photo hidden here is
 * added to the page's URL (`hidden`), so its 다시 보이기 stays at hand.
 */
export async function action({ request }: ActionFunctionArgs) {
  const sent = await request.clone().formData();
  const response = await adminAction(request, {
    hide: adminIntent({
      row: true,
      fields: hidePortfolioPhotoBodySchema,
      call: (api, { id, value: json }) => api.admin['portfolio-photos'][':id'].hide.$post({ param: { id }, json }),
    }),
    unhide: adminIntent({
      row: true,
      call: (api, { id }) => api.admin['portfolio-photos'][':id'].unhide.$post({ param: { id } }),
    }),
  });
  const back = response.headers.get('location');
  const id = sent.get('id');
  if (sent.get('intent') === 'hide' && back && typeof id === 'string') {
    const url = new URL(back, request.url);
    url.searchParams.append('hidden', id);
    response.headers.set('location', url.pathname + url.search);
  }
  return response;
}

/**
 * An operator looks at a resume's portfolio (the bakes are public, on the masked resume too) and
 * hides a photo that shows a face or personal information, with the reason its owner reads; a
 * hidden photo can be shown again.
 */
export default function AdminPortfolioPhotos() {
  const { asked, resume, error } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  useActionToast(data);
  const refusal = formErrorOf(data);
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        포트폴리오 사진
      </Title>
      <Text size="sm" c="dimmed">
        포트폴리오는 작품 사진이라 공개 이력서와 인재정보 목록에도 보입니다. 얼굴이나 개인정보가 보이는 사진은 숨기고
        이유를 적어주세요. 올린 회원은 이력서 수정 화면에서 이유를 봅니다.
      </Text>
      <Form method="get">
        <Group align="flex-end" gap="sm">
          <TextInput
            label="이력서 번호 또는 주소"
            name="resume"
            defaultValue={asked}
            placeholder="예: 123 또는 /info/resume/123"
            w={{ base: '100%', sm: 320 }}
          />
          <Button type="submit" variant="light">
            보기
          </Button>
        </Group>
      </Form>
      {error ? (
        <Alert color="red" variant="light">
          {error}
        </Alert>
      ) : null}
      <NoScriptAlert toast={refusal ? { id: 'admin-portfolio-error', type: 'error', message: refusal } : null} />
      {resume ? (
        <Stack gap="sm">
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={`/info/resume/${resume.id}`} inherit>
              {resume.title}
            </Anchor>
          </Title>
          {resume.bakes.length ? (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {resume.bakes.map((bake) => (
                <Paper component="li" key={bake.id} withBorder p="md" radius="md">
                  <Group align="flex-start" gap="md">
                    <img
                      src={bake.src}
                      alt={bake.caption}
                      width={bake.width}
                      height={bake.height}
                      loading="lazy"
                      style={{ width: 160, height: 'auto', borderRadius: 4 }}
                    />
                    <Stack gap={6} style={{ flex: '1 1 200px', minWidth: 0 }}>
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {bake.caption}
                      </Text>
                      <TechniqueChips techniques={bake.techniques} other={bake.otherTechnique} />
                      <ReasonForm
                        id={bake.id}
                        intent="hide"
                        label="숨기는 이유 (올린 회원에게 보입니다)"
                        button="숨기기"
                        schema={hidePortfolioPhotoBodySchema}
                        lastResult={replyFor(data, 'hide', bake.id)}
                        width={{ base: 200, sm: 300 }}
                        maxLength={200}
                      />
                    </Stack>
                  </Group>
                </Paper>
              ))}
            </Stack>
          ) : (
            <Text size="sm">보이는 포트폴리오 사진이 없습니다.</Text>
          )}
          {resume.hidden.length ? (
            <Stack component="ul" gap="xs" p={0} m={0} aria-label="방금 숨긴 사진" style={{ listStyle: 'none' }}>
              {resume.hidden.map((id) => (
                <Group component="li" key={id} gap="sm">
                  <Text size="sm">숨긴 사진 {id}번</Text>
                  <RowAction id={Number(id)} intent="unhide">
                    다시 보이기
                  </RowAction>
                </Group>
              ))}
            </Stack>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
