import type { Kysely } from 'kysely';
import { isValidBusinessNumber } from '../../contracts/business-number';
import { jobInfoInputSchema } from '../../contracts/job-info';
import { sidoName } from '../../contracts/regions';
import { resumeInputSchema } from '../../contracts/resume';
import { productionPasswords } from '../auth/passwords';
import { type Clock, isoNow, systemClock, thisMonthKst, todayKst } from '../clock';
import { addDays } from '../../contracts/korea-time';
import { createJobInfos } from '../job-infos/job-infos';
import { seedDemoIdentities } from '../oauth/demo-identities';
import { PRODUCT_CATALOGUE } from '../products/catalogue';
import { createResumes } from '../resumes/resumes';
import { setListedUntil } from '../search/search-index';
import { createUsers, type NewAccount } from '../users/users';
import type { ImageFiles } from '../images/image-files';
import type { ImageRecords } from '../images/images';
import { createRandom, demoCompanies, demoIntro, demoJobInfo, demoResume } from './demo-content';
import { demoPortfolios } from './demo-bakes';
import { DEMO_SCENE_ALTS, DEMO_SCENES, demoLogo, demoPhoto } from './demo-images';
import type { Database } from './schema';

/** The demo accounts of the embedded default; their passwords are in the README. */
export const DEMO_ACCOUNTS: (Omit<NewAccount, 'passwordHash'> & { password: string })[] = [
  {
    userId: 'baker01',
    password: 'baker1234',
    username: '김제빵',
    email: 'baker01@example.com',
    phone: '010-1234-5678',
    role: 'normal',
    company: null,
    agreeMarketing: false,
  },
  {
    userId: 'bakery01',
    password: 'bakery1234',
    username: '빵굽는마을 베이커리',
    email: 'bakery01@example.com',
    phone: '02-123-4567',
    role: 'company',
    company: {
      businessNumber: '1234567891',
      ceoName: '이사장',
      companyAddress: '서울특별시 마포구 양화로 123',
      businessType: '제과점업',
    },
    agreeMarketing: true,
  },
  {
    userId: 'admin',
    password: 'admin1234',
    username: '빵잡 운영자',
    email: 'admin@example.com',
    phone: '010-0000-0000',
    role: 'admin',
    company: null,
    agreeMarketing: false,
  },
];

/** The product table; prices an operator changed later are left alone. */
export async function seedProducts(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('products')
    .values(PRODUCT_CATALOGUE)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute();
}

/** Demo accounts that do not exist yet; returns the login ids created. */
export async function seedDemoAccounts(db: Kysely<Database>, clock: Clock = systemClock): Promise<string[]> {
  const users = createUsers(db, clock);
  const created: string[] = [];
  for (const { password, ...account } of DEMO_ACCOUNTS) {
    if (await users.findByUserId(account.userId)) continue;
    const row = await users.create({ ...account, passwordHash: await productionPasswords.hash(password) });
    if (row) {
      // the demo addresses count as verified, so recovery and alerts work on a fresh clone at once;
      // the demo company is a verified business too
      await db
        .updateTable('users')
        .set({ email_verified_at: isoNow(clock), ...(account.company ? { verified_at: isoNow(clock) } : {}) })
        .where('id', '=', row.id)
        .execute();
    }
    if (row) created.push(account.userId);
  }
  await seedDemoIdentities(db, clock, created);
  return created;
}

export async function isEmpty(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return !row;
}

/** A checksum-valid 사업자등록번호 for the `n`-th made-up company. */
function demoBusinessNumber(n: number): string {
  const prefix = `${String(200 + n).padStart(3, '0')}81${String(10_000 + n).slice(-4)}`;
  for (let digit = 0; digit <= 9; digit++) {
    if (isValidBusinessNumber(`${prefix}${digit}`)) return `${prefix}${digit}`;
  }
  throw new Error(`no check digit for ${prefix}`);
}

/** What the seed needs to give the demo companies logos and their postings photos. */
export interface DemoPictureDeps {
  images: Pick<ImageFiles, 'upload'>;
  imageRecords: Pick<ImageRecords, 'insert'>;
}

/**
 * The demo pictures: twelve bakery scenes drawn once and cleaned once by the upload pipeline, then
 * recorded as each company's own upload of the same files (as two bakeries sending one picture
 * would be), and a logo per company. Their own random source leaves the rest of the demo data as it was.
 */
function demoPictures(deps: DemoPictureDeps) {
  const random = createRandom(17);
  const scenes = DEMO_SCENES.flatMap((scene) => [scene, scene]);
  let cleaned: Promise<{ key: string; width: number; height: number; alt: string }[]> | null = null;
  const pool = (ownerId: number) =>
    (cleaned ??= (async () => {
      const made = [];
      for (const scene of scenes) {
        const image = await deps.images.upload({
          ownerId,
          purpose: 'job-info-photo',
          bytes: await demoPhoto(scene, random),
        });
        made.push({ ...image, alt: DEMO_SCENE_ALTS[scene] });
      }
      return made;
    })());
  return {
    /** A company's logo, or none for about one in six (their cards show the placeholder). */
    async logo(ownerId: number): Promise<number | null> {
      const bytes = await demoLogo(random);
      if (random.chance(0.15)) return null;
      return (await deps.images.upload({ ownerId, purpose: 'logo', bytes })).id;
    },
    /** Two to six photos for a posting, or none for about one in three. */
    async photos(ownerId: number): Promise<{ imageId: number; alt: string }[]> {
      const all = await pool(ownerId);
      if (random.chance(0.35)) return [];
      const photos: { imageId: number; alt: string }[] = [];
      for (const { key, width, height, alt } of random.some(all, 2, 6)) {
        const image = await deps.imageRecords.insert(ownerId, 'job-info-photo', { key, width, height });
        photos.push({ imageId: image.id, alt });
      }
      return photos;
    },
  };
}

/**
 * About 300 postings of 40 made-up bakeries and 150 resumes across every region and position:
 * most published, some expired, closed or still drafts, so every filter has something to show.
 * Runs only while there are no postings; the generated accounts share the password `demo1234`.
 */
export async function seedDemoContent(
  db: Kysely<Database>,
  clock: Clock = systemClock,
  pictureDeps?: DemoPictureDeps,
): Promise<boolean> {
  if (await db.selectFrom('job_infos').select('id').limit(1).executeTakeFirst()) return false;
  const users = createUsers(db, clock);
  const jobInfos = createJobInfos(db, clock);
  const resumes = createResumes(db, clock);
  const random = createRandom(2026);
  const today = todayKst(clock);
  const thisMonth = thisMonthKst(clock);
  const passwordHash = await productionPasswords.hash('demo1234');
  const pictures = pictureDeps ? demoPictures(pictureDeps) : null;
  const portfolios = pictureDeps ? demoPortfolios(pictureDeps.images) : null;
  /** baker01's first resume shows six bakes, a few other seekers one or two (issue 30) */
  const PORTFOLIO_SIZES: Record<number, number> = { 0: 6, 4: 2, 7: 1, 11: 2 };

  /** Ends a period in the past: the posting or resume stays, the lists drop it by date. */
  const expire = async (table: 'job_infos' | 'resumes', id: number) => {
    const ended = addDays(today, -random.int(1, 20));
    if (table === 'job_infos') {
      await db
        .updateTable('job_infos')
        .set({ published_until: ended, visible_until: ended })
        .where('id', '=', id)
        .execute();
      await setListedUntil(db, 'job', [id], ended);
    } else {
      await db.updateTable('resumes').set({ public_until: ended }).where('id', '=', id).execute();
      await setListedUntil(db, 'resume', [id], ended);
    }
  };

  const bakery01 = await users.findByUserId('bakery01');
  const companies = demoCompanies(random);
  for (const [i, made] of companies.entries()) {
    const company = i === 0 && bakery01 ? { ...made, name: bakery01.username } : made;
    const account =
      i === 0 && bakery01
        ? bakery01
        : await users.create({
            userId: `demobakery${i + 1}`,
            passwordHash,
            username: company.name,
            email: `demobakery${i + 1}@example.com`,
            phone: `02-${random.int(200, 999)}-${random.int(1000, 9999)}`,
            role: 'company',
            company: {
              businessNumber: demoBusinessNumber(i + 1),
              ceoName: company.ceo,
              companyAddress: `${sidoName(company.sido)} ${company.sigungu}`,
              businessType: '제과점업',
            },
            agreeMarketing: false,
          });
    if (!account) continue;
    if (random.chance(0.6)) {
      await db
        .updateTable('users')
        .set({ verified_at: isoNow(clock) })
        .where('id', '=', account.id)
        .execute();
    }
    if (pictures) {
      await db
        .updateTable('users')
        .set({ logo_image_id: await pictures.logo(account.id), company_intro: demoIntro(company.name) })
        .where('id', '=', account.id)
        .execute();
    }
    for (let n = 0; n < 8; n++) {
      const input = jobInfoInputSchema.parse(demoJobInfo(random, company, today));
      if (pictures) input.photos = await pictures.photos(account.id);
      // the demo company's first posting wants techniques its demo applicants' portfolios show
      if (i === 0 && n === 0) input.wantedTechniques = ['lamination', 'sourdough', 'cake_decoration'];
      const posting = await jobInfos.create(account.id, input);
      const fate = random.next();
      if (fate < 0.08) continue; // a draft
      await jobInfos.publish(posting.id, random.int(3, 30));
      if (fate < 0.18) await expire('job_infos', posting.id);
      else if (fate < 0.24) await jobInfos.close(account.id, posting.id);
    }
  }

  const baker01 = await users.findByUserId('baker01');
  for (let i = 0; i < 150; i++) {
    const input = resumeInputSchema.parse(demoResume(random, thisMonth));
    const owner =
      i < 2 && baker01
        ? baker01
        : await users.create({
            userId: `demoseeker${i + 1}`,
            passwordHash,
            username: input.name ?? '구직자',
            email: `demoseeker${i + 1}@example.com`,
            phone: input.phone ?? '010-0000-0000',
            role: 'normal',
            company: null,
            agreeMarketing: false,
          });
    if (!owner) continue;
    const bakes = PORTFOLIO_SIZES[i];
    if (portfolios && bakes) input.portfolio = await portfolios(owner.id, bakes);
    const resume = await resumes.create(owner.id, input);
    const fate = random.next();
    if (i === 1 || fate < 0.05) continue; // private
    await resumes.publish(resume.id, random.int(5, 90));
    if (fate < 0.15) await expire('resumes', resume.id);
  }
  return true;
}
