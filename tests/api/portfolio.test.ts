import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Image, type ImagePurpose, imagePath } from '#contracts/image';
import { jobInfoInputSchema } from '#contracts/job-info';
import type { PortfolioItemInput } from '#contracts/portfolio';
import { seedDemoAccounts } from '../../api/src/db/seed';
import { newMember, postingInput, resumeInput } from './fixtures';
import { createHarness, DIALECTS, type Harness } from './harness';
import { getImage, photoJpeg, uploadImage } from './image-fixtures';

/**
 * The portfolio (issue 30 §1): photos of a baker's bakes on the resume, shown on the masked resume
 * and its card, found by technique, matched against what a posting wants, frozen with an
 * application, and hidden by an operator with the reason told to the owner.
 */

type Member = Awaited<ReturnType<typeof newMember>>;

describe.each(DIALECTS)('portfolio (%s)', (dialect) => {
  let api: Harness;
  let admin: string;
  /** a different picture for every upload: a picture's key is its content's hash */
  let nextWidth = 300;

  beforeAll(async () => {
    api = await createHarness(dialect);
    await seedDemoAccounts(api.db, api.clock);
    admin = (await api.post('/login', { userId: 'admin', password: 'admin1234' })).body.accessToken;
  });
  afterAll(() => api.close());

  async function upload(owner: Member, purpose: ImagePurpose = 'portfolio'): Promise<Image> {
    nextWidth += 4;
    const res = await uploadImage(api, owner.accessToken, purpose, await photoJpeg(nextWidth, 200));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.image;
  }

  const bake = (image: Image, overrides: Partial<PortfolioItemInput> = {}): PortfolioItemInput => ({
    imageId: image.id,
    caption: '72시간 저온 발효 사워도우',
    techniques: ['sourdough'],
    noPersonalInfo: true,
    ...overrides,
  });

  async function resumeWith(owner: Member, portfolio: PortfolioItemInput[], extra: Record<string, unknown> = {}) {
    const res = await api.post('/my/resumes', { ...resumeInput, ...extra, portfolio }, owner.accessToken);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.resume as { id: number; portfolio: unknown[] };
  }

  /** On the talent list: public, inside a paid period. */
  const list = (id: number) => api.deps.resumes.publish(id, 30);

  const talentIds = async (query: string) =>
    ((await api.get(`/resumes?${query}`)).body.items as { id: number }[]).map((item) => item.id);

  describe('the resume form', () => {
    const refused = async (owner: Member, portfolio: unknown, field: string, message: string) => {
      const res = await api.post('/my/resumes', { ...resumeInput, portfolio }, owner.accessToken);
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.message).toBe(message);
      expect(res.body.details.fields[field]).toBe(message);
    };

    it('takes twelve photos in order, and refuses a thirteenth, a long caption, an unknown technique, 기타 without words, no confirmation', async () => {
      const owner = await newMember(api, 'normal');
      const images: Image[] = [];
      for (let i = 0; i < 12; i++) images.push(await upload(owner));
      const twelve = images.map((image, i) => bake(image, { caption: `빵 ${i + 1}` }));
      const saved = await resumeWith(owner, twelve);
      expect(saved.portfolio.map((item) => (item as { caption: string }).caption)).toEqual(
        twelve.map((item) => item.caption),
      );

      const first = images[0]!;
      await refused(owner, [...twelve, bake(first)], 'portfolio', '포트폴리오 사진은 12장까지 올릴 수 있습니다.');
      await refused(
        owner,
        [bake(first, { caption: '가'.repeat(61) })],
        'portfolio.0.caption',
        '사진 설명은 60자 이하로 입력해주세요.',
      );
      await refused(owner, [bake(first, { caption: '  ' })], 'portfolio.0.caption', '사진 설명을 입력해주세요.');
      await refused(
        owner,
        [{ ...bake(first), techniques: ['bagel'] }],
        'portfolio.0.techniques.0',
        '기술을 목록에서 골라주세요.',
      );
      await refused(
        owner,
        [bake(first, { techniques: ['other'] })],
        'portfolio.0.otherTechnique',
        '기타 기술을 적어주세요.',
      );
      await refused(
        owner,
        [{ ...bake(first), noPersonalInfo: false }],
        'portfolio.0.noPersonalInfo',
        '사진에 얼굴이나 개인정보가 없는지 확인해주세요.',
      );
      await refused(
        owner,
        [bake(first), bake(first)],
        'portfolio.1.imageId',
        '같은 사진이 두 번 들어 있습니다. 한 장을 빼주세요.',
      );
    });

    it('refuses someone else’s picture and a picture uploaded for another purpose, and a refused edit changes nothing', async () => {
      const owner = await newMember(api, 'normal');
      const other = await newMember(api, 'normal');
      const mine = await upload(owner);
      const resume = await resumeWith(owner, [bake(mine, { techniques: ['other'], otherTechnique: '화과자' })]);
      const theirs = await upload(other);
      const face = await upload(owner, 'resume-photo');
      for (const image of [theirs, face]) {
        const res = await api.put(
          `/my/resumes/${resume.id}`,
          { ...resumeInput, portfolio: [bake(mine), bake(image)] },
          owner.accessToken,
        );
        expect(res.status).toBe(400);
        expect(res.body.code).toBe('IMAGE_NOT_USABLE');
        expect(res.body.details.fields['portfolio.1.imageId']).toBe('사진을 찾을 수 없습니다. 사진을 다시 올려주세요.');
      }
      const kept = await api.get(`/my/resumes/${resume.id}`, owner.accessToken);
      expect(kept.body.resume.portfolio).toEqual([
        {
          image: mine,
          caption: '72시간 저온 발효 사워도우',
          techniques: ['other'],
          otherTechnique: '화과자',
          hiddenReason: null,
        },
      ]);
      // left out, the portfolio stays; [] takes it off
      const edited = await api.put(`/my/resumes/${resume.id}`, { ...resumeInput, title: '새 제목' }, owner.accessToken);
      expect(edited.body.resume.portfolio).toHaveLength(1);
      const cleared = await api.put(`/my/resumes/${resume.id}`, { ...resumeInput, portfolio: [] }, owner.accessToken);
      expect(cleared.body.resume.portfolio).toEqual([]);
    });

    it('a company cannot upload a portfolio photo', async () => {
      const company = await newMember(api, 'company');
      const res = await uploadImage(api, company.accessToken, 'portfolio', await photoJpeg(333, 200));
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('포트폴리오 사진은 개인회원만 올릴 수 있습니다.');
    });
  });

  it('the masked resume and its card show the portfolio, never the resume photo', async () => {
    const owner = await newMember(api, 'normal');
    const face = await upload(owner, 'resume-photo');
    const [croissant, loaf] = [await upload(owner), await upload(owner)];
    const resume = await resumeWith(
      owner,
      [bake(croissant, { caption: '버터 크루아상', techniques: ['lamination'] }), bake(loaf)],
      { photoImageId: face.id },
    );
    await list(resume.id);
    const masked = await api.get(`/resumes/${resume.id}`);
    expect(masked.status).toBe(200);
    expect(masked.body.resume.unmasked).toBe(false);
    expect(masked.body.resume.photo).toBeNull();
    expect(masked.body.resume.portfolio).toEqual([
      { image: croissant, caption: '버터 크루아상', techniques: ['lamination'], otherTechnique: null },
      { image: loaf, caption: '72시간 저온 발효 사워도우', techniques: ['sourdough'], otherTechnique: null },
    ]);
    const card = ((await api.get('/resumes')).body.items as { id: number; cover: Image | null }[]).find(
      (item) => item.id === resume.id,
    );
    expect(card?.cover).toEqual(croissant);
    // a portfolio picture is served, but never as a link-preview card
    expect((await getImage(api.app, imagePath(croissant.key, croissant.width, 'webp'))).status).toBe(200);
    expect((await getImage(api.app, `/images/${croissant.key}-og.jpg`)).status).toBe(404);
  });

  it('the talent list filters by technique: any of those named, of shown photos only', async () => {
    const [a, b] = [await newMember(api, 'normal'), await newMember(api, 'normal')];
    const sourdough = await resumeWith(a, [bake(await upload(a), { techniques: ['sourdough', 'oven_fermentation'] })]);
    const macaron = await resumeWith(b, [bake(await upload(b), { caption: '마카롱', techniques: ['macaron'] })]);
    await list(sourdough.id);
    await list(macaron.id);
    const onlySourdough = await talentIds('technique=sourdough');
    expect(onlySourdough).toContain(sourdough.id);
    expect(onlySourdough).not.toContain(macaron.id);
    expect(await talentIds('technique=macaron,oven_fermentation')).toEqual(
      expect.arrayContaining([sourdough.id, macaron.id]),
    );
    expect(await talentIds('technique=chocolate')).not.toEqual(expect.arrayContaining([sourdough.id]));
    const unknown = await api.get('/resumes?technique=bagel');
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('기술을 목록에서 골라주세요.');
  });

  it('a posting names wanted techniques, and its applicants are marked by those their portfolio shows', async () => {
    const company = await newMember(api, 'company');
    const created = await api.post(
      '/my/job-infos',
      postingInput('사워도우 제빵사', { wantedTechniques: ['chocolate', 'sourdough', 'lamination'] }),
      company.accessToken,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // stored in the list's order
    expect(created.body.jobInfo.wantedTechniques).toEqual(['lamination', 'sourdough', 'chocolate']);
    const plain = await api.deps.jobInfos.create(company.id, jobInfoInputSchema.parse(postingInput('그냥 공고')));
    expect(plain.wantedTechniques).toEqual([]);
    const refused = await api.post(
      '/my/job-infos',
      postingInput('잘못된 공고', { wantedTechniques: ['bagel' as 'bread'] }),
      company.accessToken,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('기술을 목록에서 골라주세요.');
    await api.deps.jobInfos.publish(created.body.jobInfo.id, 10);

    const baker = await newMember(api, 'normal');
    const shown = await resumeWith(baker, [
      bake(await upload(baker), { techniques: ['sourdough', 'bread'] }),
      bake(await upload(baker), { caption: '크루아상', techniques: ['lamination'] }),
    ]);
    const novice = await newMember(api, 'normal');
    const none = await resumeWith(novice, []);
    for (const [member, resumeId] of [
      [baker, shown.id],
      [novice, none.id],
    ] as const) {
      const applied = await api.post(
        `/job-infos/${created.body.jobInfo.id}/applications`,
        { resumeId },
        member.accessToken,
      );
      expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    }
    const applicants = await api.get(`/my/applicants?jobInfoId=${created.body.jobInfo.id}`, company.accessToken);
    const marks = (applicants.body.items as { matchedTechniques: string[] }[]).map((item) => item.matchedTechniques);
    // newest first: the novice, then the baker whose croissant and sourdough the posting wants
    expect(marks).toEqual([[], ['lamination', 'sourdough']]);
  });

  describe('an operator hides a photo', () => {
    it('others stop seeing it, the owner sees it with the reason and hears which photo and why; shown again, it is back', async () => {
      const owner = await newMember(api, 'normal');
      const [kept, face] = [await upload(owner), await upload(owner)];
      const resume = await resumeWith(owner, [
        bake(kept, { caption: '바게트', techniques: ['bread'] }),
        bake(face, { caption: '딸기 생크림 케이크', techniques: ['cake_decoration'] }),
      ]);
      await list(resume.id);

      const short = await api.post(`/admin/portfolio-photos/${face.id}/hide`, { reason: '' }, admin);
      expect(short.status).toBe(400);
      expect(short.body.message).toBe('숨기는 이유를 입력해주세요.');
      const byOwner = await api.post(
        `/admin/portfolio-photos/${face.id}/hide`,
        { reason: '얼굴이 보입니다' },
        owner.accessToken,
      );
      expect(byOwner.status).toBe(403);
      const notPortfolio = await upload(owner, 'resume-photo');
      expect(
        (await api.post(`/admin/portfolio-photos/${notPortfolio.id}/hide`, { reason: '얼굴이 보입니다' }, admin))
          .status,
      ).toBe(404);

      const hidden = await api.post(
        `/admin/portfolio-photos/${face.id}/hide`,
        { reason: '사진에 사람 얼굴이 보입니다' },
        admin,
      );
      expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
      const again = await api.post(`/admin/portfolio-photos/${face.id}/hide`, { reason: '두 번째' }, admin);
      expect(again.status).toBe(409);
      expect(again.body.message).toBe('이미 숨긴 사진입니다.');

      const masked = await api.get(`/resumes/${resume.id}`);
      expect(masked.body.resume.portfolio.map((item: { image: Image }) => item.image.id)).toEqual([kept.id]);
      expect(await talentIds('technique=cake_decoration')).not.toContain(resume.id);
      const own = await api.get(`/my/resumes/${resume.id}`, owner.accessToken);
      expect(own.body.resume.portfolio.map((item: { hiddenReason: string | null }) => item.hiddenReason)).toEqual([
        null,
        '사진에 사람 얼굴이 보입니다',
      ]);

      const notices = await api.db
        .selectFrom('notifications')
        .select(['title', 'body', 'link'])
        .where('user_id', '=', owner.id)
        .where('kind', '=', 'portfolio_photo_hidden')
        .execute();
      expect(notices).toHaveLength(1);
      expect(notices[0]!.title).toContain('딸기 생크림 케이크');
      expect(notices[0]!.body).toContain('사유: 사진에 사람 얼굴이 보입니다');
      expect(notices[0]!.link).toBe(`/resume/${resume.id}/edit`);
      const mails = await api.db
        .selectFrom('outbox_mails')
        .select('kind')
        .where('user_id', '=', owner.id)
        .where('kind', '=', 'portfolio_photo_hidden')
        .execute();
      expect(mails).toHaveLength(1);
      const logged = await api.db
        .selectFrom('admin_actions')
        .select(['action', 'detail'])
        .where('target_kind', '=', 'image')
        .where('target_id', '=', face.id)
        .execute();
      expect(logged).toEqual([{ action: 'portfolio.hide_photo', detail: '사진에 사람 얼굴이 보입니다' }]);

      // saving the resume with it again does not show it
      await api.put(
        `/my/resumes/${resume.id}`,
        { ...resumeInput, portfolio: [bake(face, { techniques: ['cake_decoration'] })] },
        owner.accessToken,
      );
      expect((await api.get(`/resumes/${resume.id}`)).body.resume.portfolio).toEqual([]);

      const shown = await api.post(`/admin/portfolio-photos/${face.id}/unhide`, undefined, admin);
      expect(shown.status).toBe(200);
      expect((await api.post(`/admin/portfolio-photos/${face.id}/unhide`, undefined, admin)).status).toBe(409);
      expect(
        (await api.get(`/resumes/${resume.id}`)).body.resume.portfolio.map((i: { image: Image }) => i.image.id),
      ).toEqual([face.id]);
      expect(await talentIds('technique=cake_decoration')).toContain(resume.id);
    });
  });

  describe('the copy sent with an application', () => {
    it('keeps the portfolio as it was, its pictures served, whatever the resume’s portfolio becomes', async () => {
      const company = await newMember(api, 'company');
      const posting = await api.deps.jobInfos.create(
        company.id,
        jobInfoInputSchema.parse(postingInput('케이크 파티시에')),
      );
      await api.deps.jobInfos.publish(posting.id, 10);
      const owner = await newMember(api, 'normal');
      const [cake, tart] = [await upload(owner), await upload(owner)];
      const resume = await resumeWith(owner, [
        bake(cake, { caption: '레터링 케이크', techniques: ['cake_decoration'] }),
        bake(tart, { caption: '과일 타르트', techniques: ['macaron'] }),
      ]);
      const applied = await api.post(
        `/job-infos/${posting.id}/applications`,
        { resumeId: resume.id },
        owner.accessToken,
      );
      expect(applied.status).toBe(201);
      const sent = [
        { image: cake, caption: '레터링 케이크', techniques: ['cake_decoration'], otherTechnique: null },
        { image: tart, caption: '과일 타르트', techniques: ['macaron'], otherTechnique: null },
      ];

      // the resume's portfolio changes: one photo off, the other renamed
      const edited = await api.put(
        `/my/resumes/${resume.id}`,
        { ...resumeInput, portfolio: [bake(tart, { caption: '무화과 타르트' })] },
        owner.accessToken,
      );
      expect(edited.status).toBe(200);
      const opened = await api.get(`/my/applicants/${applied.body.application.id}`, company.accessToken);
      expect(opened.status).toBe(200);
      expect(opened.body.resume.portfolio).toEqual(sent);
      // the picture the resume let go of is held by the copy
      expect((await getImage(api.app, imagePath(cake.key, cake.width, 'jpeg'))).status).toBe(200);

      // hidden by an operator, it leaves the copy too
      await api.post(`/admin/portfolio-photos/${cake.id}/hide`, { reason: '전화번호가 보입니다' }, admin);
      const again = await api.get(`/my/applicants/${applied.body.application.id}`, company.accessToken);
      expect(again.body.resume.portfolio).toEqual([sent[1]]);
    });
  });

  it('a photo taken off a resume, held by nothing else, stops being served and its record goes', async () => {
    const owner = await newMember(api, 'normal');
    const [stays, goes] = [await upload(owner), await upload(owner)];
    const resume = await resumeWith(owner, [bake(stays), bake(goes)]);
    expect((await getImage(api.app, imagePath(goes.key, goes.width, 'webp'))).status).toBe(200);
    const edited = await api.put(
      `/my/resumes/${resume.id}`,
      { ...resumeInput, portfolio: [bake(stays)] },
      owner.accessToken,
    );
    expect(edited.status).toBe(200);
    expect((await getImage(api.app, imagePath(goes.key, goes.width, 'webp'))).status).toBe(404);
    expect(await api.deps.images.storage.list(goes.key)).toEqual([]);
    expect(await api.db.selectFrom('images').select('id').where('id', '=', goes.id).executeTakeFirst()).toBeUndefined();
    expect((await getImage(api.app, imagePath(stays.key, stays.width, 'webp'))).status).toBe(200);
    // the resume deleted, the last one goes too
    expect((await api.request('DELETE', `/my/resumes/${resume.id}`, { token: owner.accessToken })).status).toBe(204);
    expect((await getImage(api.app, imagePath(stays.key, stays.width, 'webp'))).status).toBe(404);
  });
});
