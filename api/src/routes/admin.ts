import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { ZodType } from 'zod';
import {
  answerBodySchema,
  bannerInquirySchema,
  bannerInquiryStatusSchema,
  faqBodySchema,
  faqSchema,
  inquirySchema,
  noticeBodySchema,
  noticeSchema,
} from '../../contracts/customer-centre';
import { boardInsightsSchema, insightsQuerySchema } from '../../contracts/insights';
import { pageSchema, pagedSchema } from '../../contracts/paging';
import { adminMailDetailSchema, adminMailListSchema, mailStatusSchema } from '../../contracts/mail';
import {
  adminActionSchema,
  adminUserSchema,
  moderatedJobInfoSchema,
  pictureRemovalBodySchema,
  reasonBodySchema,
} from '../../contracts/moderation';
import { roleSchema } from '../../contracts/user';
import { z } from '../../contracts/zod';
import type { ApiDeps } from '../deps';
import { onlyRole, requireUser } from '../http/auth';
import {
  bearerSecurity,
  createRouter,
  errorResponses,
  idParamsSchema,
  jsonBody,
  jsonResponse,
  notFoundOnBadPath,
} from '../http/router';

// Longer than a module should be: the back office's twenty-four routes, each declaring its schemas
// for the OpenAPI document and the web's typed client; what they do is in the domain modules.

const TAGS = ['운영'];
const page = z.object({ page: pageSchema });

/** An operator route: always signed in, always an admin, always its 403. */
function adminRoute<
  M extends 'get' | 'post' | 'put' | 'delete',
  P extends string,
  R extends NonNullable<RouteConfig['request']>,
  S extends ZodType,
>(operationId: string, method: M, path: P, summary: string, request: R, response: S) {
  return createRoute({
    operationId,
    method,
    path,
    tags: TAGS,
    summary,
    security: bearerSecurity,
    request,
    responses: { 200: jsonResponse(response, summary), ...errorResponses(400, 401, 403, 404, 409) },
  });
}

const ok = z.object({ message: z.string() });

const routes = {
  summary: adminRoute(
    'getAdminSummary',
    'get',
    '/admin/summary',
    '운영 현황 (답변 대기 문의, 새 배너 문의, 신고된 공고)',
    {},
    z.object({ unansweredInquiries: z.number(), newBannerInquiries: z.number(), reportedJobInfos: z.number() }),
  ),
  createNotice: adminRoute(
    'createNotice',
    'post',
    '/admin/notices',
    '공지 작성',
    { body: jsonBody(noticeBodySchema) },
    z.object({ notice: noticeSchema }),
  ),
  updateNotice: adminRoute(
    'updateNotice',
    'put',
    '/admin/notices/{id}',
    '공지 수정 (고정 포함)',
    { params: idParamsSchema, body: jsonBody(noticeBodySchema) },
    z.object({ notice: noticeSchema }),
  ),
  deleteNotice: adminRoute(
    'deleteNotice',
    'delete',
    '/admin/notices/{id}',
    '공지 삭제',
    { params: idParamsSchema },
    ok,
  ),
  createFaq: adminRoute(
    'createFaq',
    'post',
    '/admin/faqs',
    '질문 작성',
    { body: jsonBody(faqBodySchema) },
    z.object({ faq: faqSchema }),
  ),
  updateFaq: adminRoute(
    'updateFaq',
    'put',
    '/admin/faqs/{id}',
    '질문 수정 (분류, 순서 포함)',
    { params: idParamsSchema, body: jsonBody(faqBodySchema) },
    z.object({ faq: faqSchema }),
  ),
  deleteFaq: adminRoute('deleteFaq', 'delete', '/admin/faqs/{id}', '질문 삭제', { params: idParamsSchema }, ok),
  inquiries: adminRoute(
    'listInquiries',
    'get',
    '/admin/inquiries',
    '1:1 문의 (답변 대기 먼저)',
    {
      query: z.object({
        answered: z.enum(['yes', 'no'], { error: '답변 여부를 골라주세요.' }).optional(),
        page: pageSchema,
      }),
    },
    pagedSchema(inquirySchema),
  ),
  answer: adminRoute(
    'answerInquiry',
    'post',
    '/admin/inquiries/{id}/answer',
    '문의 답변 (다시 보내면 고침)',
    { params: idParamsSchema, body: jsonBody(answerBodySchema) },
    z.object({ inquiry: inquirySchema }),
  ),
  bannerInquiries: adminRoute(
    'listBannerInquiries',
    'get',
    '/admin/banner-inquiries',
    '배너광고 문의 (접수 먼저)',
    { query: z.object({ status: bannerInquiryStatusSchema.optional(), page: pageSchema }) },
    pagedSchema(bannerInquirySchema),
  ),
  bannerStatus: adminRoute(
    'setBannerInquiryStatus',
    'post',
    '/admin/banner-inquiries/{id}/status',
    '배너광고 문의 처리 상태',
    { params: idParamsSchema, body: jsonBody(z.object({ status: bannerInquiryStatusSchema })) },
    z.object({ inquiry: bannerInquirySchema }),
  ),
  jobInfos: adminRoute(
    'listModeratedJobInfos',
    'get',
    '/admin/job-infos',
    '공고 관리 (신고된 공고 먼저, 신고 내역 포함)',
    {
      query: z.object({
        view: z.enum(['reported', 'hidden', 'all'], { error: '보기를 목록에서 골라주세요.' }).default('reported'),
        page: pageSchema,
      }),
    },
    pagedSchema(moderatedJobInfoSchema),
  ),
  hide: adminRoute(
    'hideJobInfo',
    'post',
    '/admin/job-infos/{id}/hide',
    '공고 숨김 (사유는 기업에게 보임)',
    { params: idParamsSchema, body: jsonBody(reasonBodySchema) },
    ok,
  ),
  restore: adminRoute(
    'restoreJobInfo',
    'post',
    '/admin/job-infos/{id}/restore',
    '숨긴 공고 되돌리기',
    { params: idParamsSchema, body: jsonBody(z.object({ note: z.string().trim().max(500).optional() })) },
    ok,
  ),
  removeImage: adminRoute(
    'removeImage',
    'post',
    '/admin/images/{id}/remove',
    '사진 내림 (로고, 공고 사진, 이력서 사진; 사유는 올린 회원에게 알림)',
    { params: idParamsSchema, body: jsonBody(pictureRemovalBodySchema) },
    ok,
  ),
  dismiss: adminRoute(
    'dismissJobInfoReports',
    'post',
    '/admin/job-infos/{id}/dismiss-reports',
    '신고 기각 (공고는 그대로)',
    { params: idParamsSchema },
    ok,
  ),
  users: adminRoute(
    'listUsers',
    'get',
    '/admin/users',
    '회원 찾기 (아이디, 이름, 이메일, 사업자등록번호)',
    {
      query: z.object({
        role: roleSchema.optional(),
        q: z.string().trim().max(100).optional(),
        page: pageSchema,
      }),
    },
    pagedSchema(adminUserSchema),
  ),
  verify: adminRoute(
    'verifyCompany',
    'post',
    '/admin/users/{id}/verify',
    '기업 인증 (사업자 정보 확인) 또는 취소',
    { params: idParamsSchema, body: jsonBody(z.object({ verified: z.boolean({ error: '인증 여부를 골라주세요.' }) })) },
    z.object({ user: adminUserSchema }),
  ),
  suspend: adminRoute(
    'suspendUser',
    'post',
    '/admin/users/{id}/suspend',
    '회원 이용 정지',
    { params: idParamsSchema, body: jsonBody(reasonBodySchema) },
    z.object({ user: adminUserSchema }),
  ),
  unsuspend: adminRoute(
    'unsuspendUser',
    'post',
    '/admin/users/{id}/unsuspend',
    '이용 정지 해제',
    { params: idParamsSchema },
    z.object({ user: adminUserSchema }),
  ),
  mail: adminRoute(
    'listMail',
    'get',
    '/admin/mail',
    '보낸 메일 (최근 것부터, 받는 주소는 가려서)',
    { query: z.object({ status: mailStatusSchema.optional(), page: pageSchema }) },
    adminMailListSchema,
  ),
  mailDetail: adminRoute(
    'getMail',
    'get',
    '/admin/mail/{id}',
    '메일 한 통 (본문 전체, 링크 포함)',
    { params: idParamsSchema },
    z.object({ mail: adminMailDetailSchema }),
  ),
  mailTest: adminRoute(
    'sendTestMail',
    'post',
    '/admin/mail/test',
    '시험 메일 보내기 (운영자 자신의 주소로)',
    {},
    z.object({ message: z.string(), mail: adminMailDetailSchema }),
  ),
  insights: adminRoute(
    'getBoardInsights',
    'get',
    '/admin/insights',
    '운영 지표 (일별 가입, 공고 게시, 이력서 공개, 지원, 순매출, 메일 실패; 상품별 매출, 입금 대기, 맞춤 공고, 결과 없는 검색어)',
    { query: insightsQuerySchema },
    boardInsightsSchema,
  ),
  actions: adminRoute(
    'listAdminActions',
    'get',
    '/admin/actions',
    '운영 기록 (누가, 언제, 무엇을)',
    { query: page },
    pagedSchema(adminActionSchema),
  ),
};

export function adminRoutes({
  notices,
  faqs,
  inquiries,
  bannerInquiries,
  moderation,
  pictureRemoval,
  adminLog,
  mailLog,
  tokens,
  signIns,
  boardInsights,
}: ApiDeps) {
  const router = createRouter();
  router.use('/admin/*', requireUser(tokens, signIns), onlyRole('admin'));
  const idHook = notFoundOnBadPath('요청한 정보를 찾을 수 없습니다.');
  return router
    .openapi(routes.summary, async (c) => {
      const [unansweredInquiries, newBanners, reportedJobInfos] = await Promise.all([
        inquiries.countUnanswered(),
        bannerInquiries.list({ status: 'new' }, 1),
        moderation.countOpenReports(),
      ]);
      return c.json({ unansweredInquiries, newBannerInquiries: newBanners.total, reportedJobInfos }, 200);
    })
    .openapi(routes.createNotice, async (c) =>
      c.json({ notice: await notices.create(c.get('user').id, c.req.valid('json')) }, 200),
    )
    .openapi(
      routes.updateNotice,
      async (c) =>
        c.json({ notice: await notices.update(c.get('user').id, c.req.valid('param').id, c.req.valid('json')) }, 200),
      idHook,
    )
    .openapi(
      routes.deleteNotice,
      async (c) => {
        await notices.remove(c.get('user').id, c.req.valid('param').id);
        return c.json({ message: '공지사항을 삭제했습니다.' }, 200);
      },
      idHook,
    )
    .openapi(routes.createFaq, async (c) =>
      c.json({ faq: await faqs.create(c.get('user').id, c.req.valid('json')) }, 200),
    )
    .openapi(
      routes.updateFaq,
      async (c) =>
        c.json({ faq: await faqs.update(c.get('user').id, c.req.valid('param').id, c.req.valid('json')) }, 200),
      idHook,
    )
    .openapi(
      routes.deleteFaq,
      async (c) => {
        await faqs.remove(c.get('user').id, c.req.valid('param').id);
        return c.json({ message: '질문을 삭제했습니다.' }, 200);
      },
      idHook,
    )
    .openapi(routes.inquiries, async (c) => {
      const { answered, page } = c.req.valid('query');
      return c.json(
        await inquiries.queue({ answered: answered === undefined ? undefined : answered === 'yes' }, page),
        200,
      );
    })
    .openapi(
      routes.answer,
      async (c) =>
        c.json(
          { inquiry: await inquiries.answer(c.get('user').id, c.req.valid('param').id, c.req.valid('json').answer) },
          200,
        ),
      idHook,
    )
    .openapi(routes.bannerInquiries, async (c) => {
      const { status, page } = c.req.valid('query');
      return c.json(await bannerInquiries.list({ status }, page), 200);
    })
    .openapi(
      routes.bannerStatus,
      async (c) =>
        c.json(
          {
            inquiry: await bannerInquiries.setStatus(
              c.get('user').id,
              c.req.valid('param').id,
              c.req.valid('json').status,
            ),
          },
          200,
        ),
      idHook,
    )
    .openapi(routes.jobInfos, async (c) => {
      const { view, page } = c.req.valid('query');
      return c.json(await moderation.jobInfoQueue({ view }, page), 200);
    })
    .openapi(
      routes.hide,
      async (c) => {
        await moderation.hideJobInfo(c.get('user').id, c.req.valid('param').id, c.req.valid('json').reason);
        return c.json({ message: '공고를 숨겼습니다. 기업에게 사유가 표시됩니다.' }, 200);
      },
      idHook,
    )
    .openapi(
      routes.restore,
      async (c) => {
        await moderation.restoreJobInfo(c.get('user').id, c.req.valid('param').id, c.req.valid('json').note ?? null);
        return c.json({ message: '공고를 되돌렸습니다.' }, 200);
      },
      idHook,
    )
    .openapi(
      routes.removeImage,
      async (c) => {
        await pictureRemoval.remove(c.get('user').id, c.req.valid('param').id, c.req.valid('json').reason);
        return c.json({ message: '사진을 내렸습니다. 올린 회원에게 사유를 알렸습니다.' }, 200);
      },
      notFoundOnBadPath('사진을 찾을 수 없습니다.'),
    )
    .openapi(
      routes.dismiss,
      async (c) => {
        await moderation.dismissReports(c.get('user').id, c.req.valid('param').id);
        return c.json({ message: '신고를 기각했습니다. 공고는 그대로 둡니다.' }, 200);
      },
      idHook,
    )
    .openapi(routes.users, async (c) => {
      const { role, q, page } = c.req.valid('query');
      return c.json(await moderation.users({ role, q }, page), 200);
    })
    .openapi(
      routes.verify,
      async (c) =>
        c.json(
          {
            user: await moderation.verifyCompany(
              c.get('user').id,
              c.req.valid('param').id,
              c.req.valid('json').verified,
            ),
          },
          200,
        ),
      idHook,
    )
    .openapi(
      routes.suspend,
      async (c) =>
        c.json(
          { user: await moderation.suspend(c.get('user').id, c.req.valid('param').id, c.req.valid('json').reason) },
          200,
        ),
      idHook,
    )
    .openapi(
      routes.unsuspend,
      async (c) => c.json({ user: await moderation.unsuspend(c.get('user').id, c.req.valid('param').id) }, 200),
      idHook,
    )
    .openapi(routes.mail, async (c) => {
      const { status, page } = c.req.valid('query');
      return c.json(await mailLog.list({ status }, page), 200);
    })
    .openapi(routes.mailTest, async (c) => c.json(await mailLog.sendTest(c.get('user').id), 200))
    .openapi(
      routes.mailDetail,
      async (c) => c.json({ mail: await mailLog.open(c.get('user').id, c.req.valid('param').id) }, 200),
      notFoundOnBadPath('메일을 찾을 수 없습니다.'),
    )
    .openapi(routes.insights, async (c) => c.json(await boardInsights.read(c.req.valid('query').days), 200))
    .openapi(routes.actions, async (c) => c.json(await adminLog.list(c.req.valid('query').page), 200));
}
