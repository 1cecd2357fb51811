import type { MiddlewareHandler } from 'hono';
import type { ImageFiles } from '../images/image-files';
import type { Logger } from '../logger';
import type { ApiEnv } from './env';

/**
 * A member's change that takes pictures off their records (a posting's photo left out, a posting
 * deleted, a new logo or none, a resume's photo changed or the resume deleted) stops serving them
 * as it is answered: whatever a record showed before and none shows after goes, files and the
 * proxies' copies too (image-files.ts `release`). Uploads no record took yet are not looked at:
 * a form in another tab may be about to use them. Runs after `requireUser`.
 */
export function releasesPictures(images: ImageFiles, logger: Logger): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const shown = await images.shownOf(c.get('user').id);
    await next();
    try {
      await images.release(shown);
    } catch (err) {
      // the change stands; the clean-up takes the pictures within a day (image-files.ts)
      logger.error({ err, userId: c.get('user').id }, 'pictures taken off not released');
    }
  };
}
