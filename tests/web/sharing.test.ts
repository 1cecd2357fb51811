import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { JobInfo } from '#contracts/job-info';
import { makeVariant } from '../../api/src/images/pipeline';
import { publicOrigin } from '~/utils/env.server';
import { jobPostingJsonLd } from '../../app/features/job-infos/job-posting-json-ld.server';
import { DEFAULT_OG_IMAGE_PATH, linkPreview } from '~/utils/link-preview.server';
import { PREVIEW_TITLE_MAX, previewTitle, sharedPageMeta } from '~/utils/meta';

const PHOTO_KEY = 'a'.repeat(32);
const LOGO_KEY = 'b'.repeat(32);
const logo = { id: 2, key: LOGO_KEY, width: 600, height: 600 };
const photos = [
  { id: 3, key: PHOTO_KEY, width: 2400, height: 1600, alt: '갓 구운 식빵' },
  { id: 4, key: 'c'.repeat(32), width: 900, height: 1200, alt: '오븐 앞 작업대' },
];

const jobInfo: JobInfo = {
  id: 42,
  status: 'published',
  hiddenReason: null,
  visible: true,
  publishedUntil: '2026-12-31',
  title: '새벽 제빵사 모집',
  company: { id: 7, name: '달빛제과', verified: true, address: '부산광역시 해운대구 센텀로 1', logo },
  photos,
  position: 'baker',
  employmentType: 'full_time',
  careerType: 'any',
  careerYears: null,
  education: null,
  payType: 'monthly',
  payAmount: 2_800_000,
  hourlyPay: { amount: 13_397, holidayPay: 0, minimumWage: 10_320, aboveMinimumPercent: 29.8 },
  sido: '부산',
  sigungu: '해운대구',
  addressDetail: '센텀로 1',
  workDays: ['mon'],
  workStart: '04:00',
  workEnd: '13:00',
  dawnShift: true,
  daysOff: null,
  headcount: 1,
  deadline: '2026-12-20',
  alwaysOpen: false,
  benefits: [],
  preferredCertificates: [],
  wantedTechniques: [],
  description: '아침 빵을 함께 구울 제빵사를 찾습니다.',
  contactName: null,
  contactPhone: '010-1111-2222',
  applicationRetentionDays: 180,
  complete: true,
  missing: {},
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-21T09:00:00.000Z',
};

const absolute = (path: string) => `${publicOrigin}${path}`;

describe('link previews', () => {
  it('show a posting’s first photo, else its company’s logo, else the brand’s card, always 1200×630', () => {
    const size = { width: 1200, height: 630 };
    expect(linkPreview('/info/job-info/42', [photos[0], logo], 'article')).toEqual({
      url: absolute('/info/job-info/42'),
      type: 'article',
      image: { url: absolute(`/images/${PHOTO_KEY}-og.jpg`), ...size },
    });
    expect(linkPreview('/info/job-info/42', [undefined, logo]).image).toEqual({
      url: absolute(`/images/${LOGO_KEY}-og.jpg`),
      ...size,
    });
    expect(linkPreview('/', [undefined, null])).toEqual({
      url: absolute('/'),
      type: 'website',
      image: { url: absolute(DEFAULT_OG_IMAGE_PATH), ...size },
    });
  });

  it('are the Open Graph and Twitter card tags, with the canonical address', () => {
    const preview = linkPreview('/company/7', [logo]);
    const tags = sharedPageMeta('달빛제과 기업정보·채용공고', '부산 해운대구 · 채용 중 2건', preview);
    const content = (key: string) =>
      (tags as Record<string, string>[]).find((tag) => tag.property === key || tag.name === key)?.content;
    expect(tags).toContainEqual({ title: '달빛제과 기업정보·채용공고 | 빵잡' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: absolute('/company/7') });
    expect({
      'og:title': content('og:title'),
      'og:description': content('og:description'),
      'og:url': content('og:url'),
      'og:type': content('og:type'),
      'og:locale': content('og:locale'),
      'og:site_name': content('og:site_name'),
      'og:image': content('og:image'),
      'og:image:width': content('og:image:width'),
      'og:image:height': content('og:image:height'),
      'twitter:card': content('twitter:card'),
      'twitter:title': content('twitter:title'),
      'twitter:description': content('twitter:description'),
      'twitter:image': content('twitter:image'),
    }).toEqual({
      'og:title': '달빛제과 기업정보·채용공고',
      'og:description': '부산 해운대구 · 채용 중 2건',
      'og:url': absolute('/company/7'),
      'og:type': 'website',
      'og:locale': 'ko_KR',
      'og:site_name': '빵잡',
      'og:image': absolute(`/images/${LOGO_KEY}-og.jpg`),
      'og:image:width': '1200',
      'og:image:height': '630',
      'twitter:card': 'summary_large_image',
      'twitter:title': '달빛제과 기업정보·채용공고',
      'twitter:description': '부산 해운대구 · 채용 중 2건',
      'twitter:image': absolute(`/images/${LOGO_KEY}-og.jpg`),
    });
  });

  it('give the home page the site’s name and what it is', () => {
    const tags = sharedPageMeta('빵잡', '제과·제빵 구인구직', linkPreview('/'));
    expect(tags).toContainEqual({ title: '빵잡 - 제과·제빵 구인구직' });
    expect(tags).toContainEqual({ property: 'og:title', content: '빵잡 - 제과·제빵 구인구직' });
  });
});

/** KakaoTalk's rules for a link's preview card (카카오 developers, 메시지 > 링크 미리보기). */
const KAKAO_MIN_IMAGE = { width: 800, height: 400 };

describe('link previews as KakaoTalk shows them', () => {
  const ogTitle = (title: string) =>
    (sharedPageMeta(title, '설명', linkPreview('/info/job-info/42')) as Record<string, string>[]).find(
      (tag) => tag.property === 'og:title',
    )?.content;

  it('keep a title of up to 40 characters whole, and cut a longer one to 40 with …', () => {
    const forty = '가'.repeat(PREVIEW_TITLE_MAX);
    expect(PREVIEW_TITLE_MAX).toBe(40);
    expect(ogTitle(forty)).toBe(forty);
    const long = '새벽 제빵사 모집 (경력 무관, 주 5일, 4대 보험, 식사 제공) - 달빛제과 해운대 센텀점';
    const shown = previewTitle(long);
    expect([...shown]).toHaveLength(PREVIEW_TITLE_MAX);
    expect(shown).toBe(`${[...long].slice(0, 39).join('')}…`);
    expect(ogTitle(long)).toBe(shown);
    // the page's own <title> stays whole
    expect(sharedPageMeta(long, '설명', linkPreview('/'))).toContainEqual({ title: `${long} | 빵잡` });
  });

  it('count an emoji as one character and leave no space before the …', () => {
    const title = `${'🥐'.repeat(38)} 빵집`;
    expect(previewTitle(title)).toBe(`${'🥐'.repeat(38)}…`);
  });

  it('show a card of at least 800×400, as large as its tags say: the brand’s file and every posting’s', async () => {
    // what og:image:width and og:image:height claim for every card
    const { width, height } = linkPreview('/').image;
    expect(width).toBeGreaterThanOrEqual(KAKAO_MIN_IMAGE.width);
    expect(height).toBeGreaterThanOrEqual(KAKAO_MIN_IMAGE.height);
    const brand = await sharp(path.resolve(import.meta.dirname, '../../public/og-default.jpg')).metadata();
    expect({ width: brand.width, height: brand.height }).toEqual({ width, height });
    // a small photo and a small logo are made into the whole card, never left at their own size
    const small = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#c08040' } })
      .jpeg()
      .toBuffer();
    for (const purpose of ['job-info-photo', 'logo'] as const) {
      const card = await sharp(await makeVariant(small, { variant: 'og', format: 'jpeg' }, purpose)).metadata();
      expect({ width: card.width, height: card.height }, purpose).toEqual({ width, height });
    }
  });
});

describe('JobPosting JSON-LD', () => {
  const canonical = absolute('/info/job-info/42');
  const parse = (posting: JobInfo) => JSON.parse(jobPostingJsonLd(posting, canonical)) as Record<string, unknown>;

  it('has every property Google requires and recommends', () => {
    const data = parse(jobInfo);
    for (const property of [
      'title',
      'description',
      'datePosted',
      'validThrough',
      'employmentType',
      'hiringOrganization',
      'jobLocation',
      'baseSalary',
      'directApply',
      'identifier',
    ]) {
      expect(data, property).toHaveProperty(property);
    }
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      url: canonical,
      validThrough: '2026-12-20T23:59:59+09:00',
      employmentType: 'FULL_TIME',
      directApply: true,
      identifier: { '@type': 'PropertyValue', name: '빵잡', value: '42' },
      jobLocation: { address: { addressRegion: '부산광역시', addressLocality: '해운대구', addressCountry: 'KR' } },
    });
  });

  it('names the company with its logo, and shows the photos, as absolute JPEGs', () => {
    const data = parse(jobInfo);
    expect(data.hiringOrganization).toEqual({
      '@type': 'Organization',
      name: '달빛제과',
      logo: absolute(`/images/${LOGO_KEY}-192.jpg`),
    });
    // 1200 px when the photo is that wide, its own width when it is narrower
    expect(data.image).toEqual([
      absolute(`/images/${PHOTO_KEY}-1200.jpg`),
      absolute(`/images/${'c'.repeat(32)}-900.jpg`),
    ]);
  });

  it('leaves the logo and images out when the posting has none', () => {
    const data = parse({ ...jobInfo, photos: [], company: { ...jobInfo.company, logo: null } });
    expect(data.hiringOrganization).toEqual({ '@type': 'Organization', name: '달빛제과' });
    expect(data).not.toHaveProperty('image');
  });

  it('cannot be ended early by the posting’s text', () => {
    const json = jobPostingJsonLd({ ...jobInfo, description: '</script><script>alert(1)</script>' }, canonical);
    expect(json).not.toContain('</script>');
    expect((JSON.parse(json) as { description: string }).description).toBe('</script><script>alert(1)</script>');
  });
});
