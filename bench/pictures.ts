/**
 * Issue 17's picture budgets: a posting with six photos and a logo, made through the api as a
 * company would (`POST /images`, then the rows that attach them), and what a 360 px phone
 * downloads of its images before scrolling, measured in Chromium.
 */
import { chromium } from '@playwright/test';
import { MAX_JOB_INFO_PHOTOS } from '#contracts/image';
import { connectDatabase } from '../api/src/db/connect';
import { createRandom } from '../api/src/db/demo-content';
import { DEMO_SCENE_ALTS, DEMO_SCENES, demoLogo, demoPhoto } from '../api/src/db/demo-images';
import { DEMO_ACCOUNTS } from '../api/src/db/seed';
import { CHROMIUM } from './lighthouse';

export const PICTURE_BUDGET_BYTES = 150 * 1024;

export interface PicturedPosting {
  jobInfoId: number;
  companyId: number;
}

async function upload(apiUrl: string, token: string, purpose: string, bytes: Buffer, name: string): Promise<number> {
  const form = new FormData();
  form.set('purpose', purpose);
  form.set('file', new Blob([new Uint8Array(bytes)]), name);
  const response = await fetch(`${apiUrl}/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201) throw new Error(`POST /images answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { image: { id: number } }).image.id;
}

/**
 * Gives the demo company a logo and its first listed posting six photos (once: a posting that has
 * them keeps them). The pictures go through the api's pipeline; the rows that attach them are
 * written here, as the bench writes its other data.
 */
export async function preparePicturedPosting(apiUrl: string, databaseUrl: string): Promise<PicturedPosting> {
  const handle = connectDatabase(databaseUrl);
  const { db } = handle;
  try {
    // the listed posting shown longest, of whichever company wrote it
    const posting = await db
      .selectFrom('job_infos')
      .innerJoin('users', 'users.id', 'job_infos.company_id')
      .select(['job_infos.id', 'users.id as companyId', 'users.user_id as userId', 'users.logo_image_id'])
      .where('job_infos.status', '=', 'published')
      .orderBy('job_infos.visible_until', 'desc')
      .orderBy('job_infos.id')
      .limit(1)
      .executeTakeFirst();
    if (!posting) throw new Error('no published posting to picture');
    const company = { id: posting.companyId, logo_image_id: posting.logo_image_id };
    const { userId } = posting;
    // the demo accounts' own passwords; the fill's companies share the demo content's
    const password = DEMO_ACCOUNTS.find((account) => account.userId === userId)?.password ?? 'demo1234';
    const photos = await db
      .selectFrom('job_info_photos')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('job_info_id', '=', posting.id)
      .executeTakeFirstOrThrow();
    if (company.logo_image_id !== null && Number(photos.n) === MAX_JOB_INFO_PHOTOS) {
      return { jobInfoId: posting.id, companyId: company.id };
    }

    const login = await fetch(`${apiUrl}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userId, password }),
    });
    if (!login.ok) throw new Error(`login as ${userId} answered ${login.status}`);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const random = createRandom(17);
    const logoId = await upload(apiUrl, accessToken, 'logo', await demoLogo(random), 'logo.png');
    const photoIds: number[] = [];
    for (const scene of DEMO_SCENES) {
      photoIds.push(
        await upload(apiUrl, accessToken, 'job-info-photo', await demoPhoto(scene, random), `${scene}.jpg`),
      );
    }
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ logo_image_id: logoId }).where('id', '=', company.id).execute();
      await trx.deleteFrom('job_info_photos').where('job_info_id', '=', posting.id).execute();
      await trx
        .insertInto('job_info_photos')
        .values(
          photoIds.map((imageId, position) => ({
            job_info_id: posting.id,
            position,
            image_id: imageId,
            alt: DEMO_SCENE_ALTS[DEMO_SCENES[position]!],
          })),
        )
        .execute();
    });
    return { jobInfoId: posting.id, companyId: company.id };
  } finally {
    await handle.close();
  }
}

export interface ImageTransfer {
  path: string;
  /** bytes over the wire (headers and body) of every image the page loaded before any scrolling */
  bytes: number;
  images: { url: string; bytes: number }[];
}

/**
 * A first visit on a 360 px phone (a Galaxy-class screen, 360×780 CSS px at 3 device pixels per px):
 * the images Chromium fetched once the page and its lazy images near the viewport settled, with
 * no scroll. Each path is visited twice, the first to make the variants the api makes on demand,
 * the second in a fresh context (no cache) to measure.
 */
export async function measureImageTransfer(baseUrl: string, paths: string[]): Promise<ImageTransfer[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const results: ImageTransfer[] = [];
    for (const path of paths) {
      let measured: ImageTransfer | null = null;
      for (const pass of ['warm', 'measure'] as const) {
        const context = await browser.newContext({
          viewport: { width: 360, height: 780 },
          deviceScaleFactor: 3,
          isMobile: true,
          hasTouch: true,
          locale: 'ko-KR',
        });
        const page = await context.newPage();
        const finished: Promise<{ url: string; bytes: number }>[] = [];
        page.on('requestfinished', (request) => {
          if (request.resourceType() !== 'image') return;
          finished.push(
            request
              .sizes()
              .then((sizes) => ({ url: request.url(), bytes: sizes.responseHeadersSize + sizes.responseBodySize })),
          );
        });
        await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
        const images = await Promise.all(finished);
        await context.close();
        if (pass === 'measure') {
          measured = { path, bytes: images.reduce((sum, image) => sum + image.bytes, 0), images };
        }
      }
      results.push(measured!);
    }
    return results;
  } finally {
    await browser.close();
  }
}
