import type { Migration } from 'kysely';
import * as accounts from './0001-accounts';
import * as products from './0002-products';
import * as jobInfosAndResumes from './0003-job-infos-and-resumes';
import * as resumeIndexes from './0004-resume-indexes';
import * as listingIndexes from './0005-listing-indexes';
import * as orders from './0006-orders';
import * as scraps from './0007-scraps';
import * as applications from './0008-applications';
import * as customerCentre from './0009-customer-centre';
import * as signIns from './0010-sign-ins';
import * as messages from './0011-messages';
import * as sitemap from './0012-sitemap';
import * as images from './0013-images';
import * as publicGeneration from './0014-public-generation';
import * as mailRetention from './0016-mail-retention';
import * as afterApplication from './0017-after-application';
import * as insights from './0018-insights';
import * as socialSignIn from './0019-social-sign-in';
import * as webPush from './0020-web-push';
import * as portfolio from './0021-portfolio';
import * as trialShifts from './0023-trial-shifts';
import * as hourlyPay from './0024-hourly-pay';

/** Every migration in order; names are never changed once released. */
export const migrations: Record<string, Migration> = {
  '0001-accounts': accounts,
  '0002-products': products,
  '0003-job-infos-and-resumes': jobInfosAndResumes,
  '0004-resume-indexes': resumeIndexes,
  '0005-listing-indexes': listingIndexes,
  '0006-orders': orders,
  '0007-scraps': scraps,
  '0008-applications': applications,
  '0009-customer-centre': customerCentre,
  '0010-sign-ins': signIns,
  '0011-messages': messages,
  '0012-sitemap': sitemap,
  '0013-images': images,
  '0014-public-generation': publicGeneration,
  '0016-mail-retention': mailRetention,
  '0017-after-application': afterApplication,
  '0018-insights': insights,
  '0019-social-sign-in': socialSignIn,
  '0020-web-push': webPush,
  '0021-portfolio': portfolio,
  '0023-trial-shifts': trialShifts,
  '0024-hourly-pay': hourlyPay,
};
