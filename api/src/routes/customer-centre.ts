import { createRoute } from '@hono/zod-openapi';
import {
  bannerInquiryBodySchema,
  faqCategorySchema,
  faqSchema,
  inquiryBodySchema,
  inquirySchema,
  noticeSchema,
} from '../../contracts/customer-centre';
import { pageSchema, pagedSchema } from '../../contracts/paging';
import { reportBodySchema } from '../../contracts/moderation';
import { z } from '../../contracts/zod';
import type { ApiDeps } from '../deps';
import { clientIp, requireUser } from '../http/auth';
import {
  bearerSecurity,
  createRouter,
  errorResponses,
  idParamsSchema,
  jsonBody,
  jsonResponse,
  messageSchema,
  notFoundOnBadPath,
} from '../http/router';

const TAGS = ['고객센터'];

const listNotices = createRoute({
  operationId: 'listNotices',
  security: [],
  method: 'get',
  path: '/notices',
  tags: TAGS,
  summary: '공지사항 (고정 공지 먼저, 최신순, 10개씩)',
  request: { query: z.object({ page: pageSchema }) },
  responses: { 200: jsonResponse(pagedSchema(noticeSchema), '공지사항'), ...errorResponses(400) },
});

const getNotice = createRoute({
  operationId: 'getNotice',
  security: [],
  method: 'get',
  path: '/notices/{id}',
  tags: TAGS,
  summary: '공지사항 상세',
  request: { params: idParamsSchema },
  responses: { 200: jsonResponse(z.object({ notice: noticeSchema }), '공지사항'), ...errorResponses(404) },
});

const listFaqs = createRoute({
  operationId: 'listFaqs',
  security: [],
  method: 'get',
  path: '/faqs',
  tags: TAGS,
  summary: '자주 묻는 질문 (분류, 검색어)',
  request: {
    query: z.object({
      category: faqCategorySchema.optional(),
      q: z.string().trim().max(50, { error: '검색어는 50자 이하로 입력해주세요.' }).optional(),
    }),
  },
  responses: { 200: jsonResponse(z.object({ items: z.array(faqSchema) }), '질문'), ...errorResponses(400) },
});

const listMyInquiries = createRoute({
  operationId: 'listMyInquiries',
  method: 'get',
  path: '/my/inquiries',
  tags: TAGS,
  summary: '내 1:1 문의와 답변',
  security: bearerSecurity,
  request: { query: z.object({ page: pageSchema }) },
  responses: { 200: jsonResponse(pagedSchema(inquirySchema), '문의'), ...errorResponses(400, 401) },
});

const ask = createRoute({
  operationId: 'createInquiry',
  method: 'post',
  path: '/my/inquiries',
  tags: TAGS,
  summary: '1:1 문의 남기기',
  security: bearerSecurity,
  request: { body: jsonBody(inquiryBodySchema) },
  responses: { 201: jsonResponse(z.object({ inquiry: inquirySchema }), '문의'), ...errorResponses(400, 401) },
});

const sendBannerInquiry = createRoute({
  operationId: 'createBannerInquiry',
  security: [],
  method: 'post',
  path: '/banner-inquiries',
  tags: TAGS,
  summary: '배너광고 문의 (누구나, 주소당 1시간에 3건)',
  request: { body: jsonBody(bannerInquiryBodySchema) },
  responses: { 201: jsonResponse(messageSchema, '접수'), ...errorResponses(400, 429) },
});

const reportJobInfo = createRoute({
  operationId: 'reportJobInfo',
  method: 'post',
  path: '/job-infos/{id}/reports',
  tags: TAGS,
  summary: '공고 신고 (회원당 공고 하나에 한 번)',
  security: bearerSecurity,
  request: { params: idParamsSchema, body: jsonBody(reportBodySchema) },
  responses: { 201: jsonResponse(messageSchema, '신고 접수'), ...errorResponses(400, 401, 403, 404, 409) },
});

export const BANNER_RECEIVED = '배너광고 문의가 접수되었습니다. 담당자가 영업일 기준 2일 안에 연락드립니다.';

export function customerCentreRoutes({
  notices,
  faqs,
  inquiries,
  bannerInquiries,
  moderation,
  tokens,
  signIns,
  config,
}: ApiDeps) {
  const router = createRouter();
  router.use('/my/inquiries', requireUser(tokens, signIns));
  router.use('/job-infos/:id/reports', requireUser(tokens, signIns));
  return router
    .openapi(listNotices, async (c) => c.json(await notices.list(c.req.valid('query').page), 200))
    .openapi(
      getNotice,
      async (c) => c.json({ notice: await notices.find(c.req.valid('param').id) }, 200),
      notFoundOnBadPath('공지사항을 찾을 수 없습니다.'),
    )
    .openapi(listFaqs, async (c) => c.json({ items: await faqs.list(c.req.valid('query')) }, 200))
    .openapi(listMyInquiries, async (c) =>
      c.json(await inquiries.listMine(c.get('user').id, c.req.valid('query').page), 200),
    )
    .openapi(ask, async (c) => c.json({ inquiry: await inquiries.ask(c.get('user').id, c.req.valid('json')) }, 201))
    .openapi(sendBannerInquiry, async (c) => {
      const { website, agreePrivacy: _consent, ...inquiry } = c.req.valid('json');
      // The honeypot: a person never sees the field, a bot fills it in. It is told it succeeded.
      if (!website) await bannerInquiries.submit(inquiry, clientIp(c, config.trustedProxies));
      return c.json({ message: BANNER_RECEIVED }, 201);
    })
    .openapi(
      reportJobInfo,
      async (c) => {
        await moderation.report(c.get('user'), c.req.valid('param').id, c.req.valid('json'));
        return c.json({ message: '신고가 접수되었습니다. 운영자가 확인한 뒤 조치합니다.' }, 201);
      },
      notFoundOnBadPath('공고를 찾을 수 없습니다.'),
    );
}
