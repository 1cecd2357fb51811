import { OpenAPIHono } from '@hono/zod-openapi';
import type { ApiDeps } from './deps';
import type { ApiEnv } from './http/env';
import { renderError, renderNotFound } from './http/errors';
import { publicCache } from './http/public-cache';
import { countSearchMisses } from './insights/search-misses';
import { requestBody } from './http/request-body';
import { requestLog } from './http/request-log';
import { securityHeaders } from './http/security-headers';
import { accountRecoveryRoutes } from './routes/account-recovery';
import { adminRoutes } from './routes/admin';
import { applicationRoutes } from './routes/applications';
import { companyRoutes } from './routes/companies';
import { customerCentreRoutes } from './routes/customer-centre';
import { authRoutes } from './routes/auth';
import { beaconRoutes } from './routes/beacon';
import { healthRoutes } from './routes/health';
import { homeRoutes } from './routes/home';
import { IMAGE_UPLOAD_BODY, imageRoutes } from './routes/images';
import { insightRoutes } from './routes/insights';
import { interviewAttendanceRoutes } from './routes/interview-attendance';
import { interviewCalendarRoutes } from './routes/interview-calendar';
import { interviewRoutes } from './routes/interviews';
import { jobAlertRoutes } from './routes/job-alerts';
import { jobInfoRoutes } from './routes/job-infos';
import { notificationRoutes } from './routes/notifications';
import { oauthRoutes } from './routes/oauth';
import { offerRoutes } from './routes/offers';
import { orderRoutes } from './routes/orders';
import { scrapRoutes } from './routes/scraps';
import { productRoutes } from './routes/products';
import { portfolioRoutes } from './routes/portfolio';
import { pushRoutes } from './routes/push';
import { resumeRoutes } from './routes/resumes';
import { searchRoutes } from './routes/search';
import { sitemapRoutes } from './routes/sitemap';
import { threadRoutes } from './routes/threads';
import { userRoutes } from './routes/users';

export const MAX_BODY_BYTES = 1024 * 1024;

/** The whole api as one Hono app: served by main.ts, called in-process by the tests. */
export function createApi(deps: ApiDeps) {
  const app = new OpenAPIHono<ApiEnv>();
  const { logger } = deps;

  // The view beacon first, answered before every middleware: each page view sends one, and it needs
  // no request id, log line, body or answer cache (it reads no body and writes nothing itself).
  app.route('/', beaconRoutes(deps));

  app.use(securityHeaders);
  app.use(requestLog(logger));
  app.use(requestBody(MAX_BODY_BYTES, [IMAGE_UPLOAD_BODY]));

  // outside the answer cache: an empty search answered from it is still counted
  app.use(countSearchMisses(deps.searchMisses));
  app.use(publicCache({ seconds: deps.config.publicCacheSeconds, clock: deps.clock, changes: deps.publicChanges }));

  // Chained, so that the type of the result carries every route's path, input and answer: the web's
  // api client (`hono/client`) is typed from it.
  const routes = app
    .route('/', healthRoutes(deps))
    .route('/', authRoutes(deps))
    .route('/', userRoutes(deps))
    .route('/', oauthRoutes(deps))
    .route('/', accountRecoveryRoutes(deps))
    .route('/', productRoutes(deps))
    .route('/', resumeRoutes(deps))
    .route('/', jobInfoRoutes(deps))
    // after jobInfoRoutes, whose guard of /my/job-infos/* (기업회원) one posting's insights share
    .route('/', insightRoutes(deps))
    .route('/', companyRoutes(deps))
    .route('/', searchRoutes(deps))
    .route('/', homeRoutes(deps))
    .route('/', sitemapRoutes(deps))
    .route('/', imageRoutes(deps))
    .route('/', orderRoutes(deps))
    .route('/', scrapRoutes(deps))
    .route('/', jobAlertRoutes(deps))
    // before the applications' routes, whose guards on /my/applications/* would check the token again
    .route('/', threadRoutes(deps))
    .route('/', applicationRoutes(deps))
    .route('/', interviewCalendarRoutes(deps))
    .route('/', interviewAttendanceRoutes(deps))
    // after applicationRoutes, whose guards of /my/applications/* and /my/applicants/* it shares
    .route('/', interviewRoutes(deps))
    .route('/', offerRoutes(deps))
    .route('/', notificationRoutes(deps))
    .route('/', pushRoutes(deps))
    .route('/', customerCentreRoutes(deps))
    .route('/', portfolioRoutes(deps))
    .route('/', adminRoutes(deps));

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
  });
  app.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: { title: '빵잡 API', version: '1.0.0', description: '제과·제빵 구인구직 빵잡의 api' },
    // Relative to this document: http://localhost:4000/ in development, /api/ behind nginx.
    servers: [{ url: '.', description: '이 문서를 내려준 api' }],
  });

  app.onError((err, c) => renderError(err, c, logger));
  app.notFound(renderNotFound);
  return routes;
}

/** The api's routes as a type: what `hc<Api>` in the web reads paths, bodies and answers from. */
export type Api = ReturnType<typeof createApi>;
