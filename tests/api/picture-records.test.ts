import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ImagePurpose, imagePath } from '#contracts/image';
import { seedDemoAccounts } from '../../api/src/db/seed';
import { createImageStorage } from '../../api/src/images/storage';
import { newMember, postingInput, resumeInput, whileOutboxIsDown } from './fixtures';
import { getImage, photoJpeg, uploadImage } from './image-fixtures';
import { createHarness, DIALECTS, type Harness } from './harness';

/**
 * Postings, resumes and companies carry their pictures: what each record stores, who is shown a
 * resume's photo (only where contacts are shown), and an operator taking a picture down.
 */

type Member = Awaited<ReturnType<typeof newMember>>;

describe.each(DIALECTS)('picture records (%s)', (dialect) => {
  let api: Harness;
  let admin: string;

  beforeAll(async () => {
    api = await createHarness(dialect);
    await seedDemoAccounts(api.db, api.clock);
    admin = (await api.post('/login', { userId: 'admin', password: 'admin1234' })).body.accessToken;
  });
  afterAll(() => api.close());

  /** A picture as the upload stores it (the files are the image pipeline's, not these records'). */
  const upload = (owner: { id: number }, purpose: ImagePurpose) =>
    api.deps.imageRecords.insert(owner.id, purpose, {
      key: randomBytes(16).toString('hex'),
      width: 1600,
      height: 1200,
    });

  const company = (): Promise<Member> => newMember(api, 'company');
  const seeker = (): Promise<Member> => newMember(api, 'normal');

  async function publishedPosting(owner: Member, input = postingInput('사진 있는 공고')) {
    const res = await api.post('/my/job-infos', input, owner.accessToken);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    await api.deps.jobInfos.publish(res.body.jobInfo.id, 10);
    return res.body.jobInfo.id;
  }

  /** PUT /edit-user for a company, after the password check it needs. */
  async function editCompany(owner: Member, extra: Record<string, unknown>) {
    const token = owner.accessToken;
    await api.checkPassword(token, 'bread1234');
    const body = {
      username: owner.username,
      email: owner.email,
      phone: '010-2222-3333',
      businessNumber: '124-81-00998',
      ceoName: '최대표',
      companyAddress: '부산광역시 해운대구 센텀로 1',
      ...extra,
    };
    return { res: await api.put('/edit-user', body, token), token };
  }

  describe('a posting’s photos', () => {
    it('are stored in order with their alt texts and answered on the posting', async () => {
      const owner = await company();
      const [bread, kitchen] = [await upload(owner, 'job-info-photo'), await upload(owner, 'job-info-photo')];
      const photos = [
        { imageId: kitchen.id, alt: '새벽의 주방' },
        { imageId: bread.id, alt: '갓 구운 식빵' },
      ];
      const id = await publishedPosting(owner, postingInput('사진 두 장', { photos }));
      const expected = [
        { ...kitchen, alt: '새벽의 주방' },
        { ...bread, alt: '갓 구운 식빵' },
      ];
      expect((await api.get(`/job-infos/${id}`)).body.jobInfo.photos).toEqual(expected);
      expect((await api.get(`/my/job-infos/${id}`, owner.accessToken)).body.jobInfo.photos).toEqual(expected);
      const own = await api.get('/my/job-infos', owner.accessToken);
      expect(own.body.items.find((item: { id: number }) => item.id === id)!.photos).toEqual(expected);
      const rows = await api.db
        .selectFrom('job_info_photos')
        .select(['position', 'image_id', 'alt'])
        .where('job_info_id', '=', id)
        .orderBy('position')
        .execute();
      expect(rows).toEqual([
        { position: 0, image_id: kitchen.id, alt: '새벽의 주방' },
        { position: 1, image_id: bread.id, alt: '갓 구운 식빵' },
      ]);
    });

    it('refuse a picture that is not the company’s photo, naming that photo, and store nothing', async () => {
      const owner = await company();
      const other = await company();
      const mine = await upload(owner, 'job-info-photo');
      const theirs = await upload(other, 'job-info-photo');
      const logo = await upload(owner, 'logo');
      for (const [wrong, index] of [
        [theirs.id, 1],
        [logo.id, 1],
        [99_999_999, 1],
      ] as const) {
        const photos = [
          { imageId: mine.id, alt: '매장 전경' },
          { imageId: wrong, alt: '다른 사진' },
        ];
        const res = await api.post('/my/job-infos', postingInput('남의 사진', { photos }), owner.accessToken);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          code: 'IMAGE_NOT_USABLE',
          message: '사진을 찾을 수 없습니다. 사진을 다시 올려주세요.',
          details: { fields: { [`photos.${index}.imageId`]: '사진을 찾을 수 없습니다. 사진을 다시 올려주세요.' } },
        });
      }
      expect((await api.get('/my/job-infos', owner.accessToken)).body.total).toBe(0);

      const twice = await api.post(
        '/my/job-infos',
        postingInput('같은 사진 두 번', {
          photos: [
            { imageId: mine.id, alt: '하나' },
            { imageId: mine.id, alt: '둘' },
          ],
        }),
        owner.accessToken,
      );
      expect(twice.status).toBe(400);
      expect(twice.body.details.fields).toEqual({
        'photos.1.imageId': '같은 사진이 두 번 들어 있습니다. 한 장을 빼주세요.',
      });

      const seven = Array.from({ length: 7 }, () => ({ imageId: mine.id, alt: '사진' }));
      const tooMany = await api.post('/my/job-infos', postingInput('일곱 장', { photos: seven }), owner.accessToken);
      expect(tooMany.status).toBe(400);
      expect(tooMany.body.details.fields).toEqual({ photos: '사진은 6장까지 올릴 수 있습니다.' });

      const noAlt = await api.post(
        '/my/job-infos',
        postingInput('설명 없는 사진', { photos: [{ imageId: mine.id, alt: ' ' }] }),
        owner.accessToken,
      );
      expect(noAlt.status).toBe(400);
      expect(noAlt.body.details.fields).toEqual({ 'photos.0.alt': '사진 설명을 입력해주세요.' });
      expect((await api.get('/my/job-infos', owner.accessToken)).body.total).toBe(0);
    });

    it('stay when an edit leaves them out, follow the new order, and all go with []; a refused edit changes nothing', async () => {
      const owner = await company();
      const [a, b, c] = [
        await upload(owner, 'job-info-photo'),
        await upload(owner, 'job-info-photo'),
        await upload(owner, 'job-info-photo'),
      ];
      const input = postingInput('고칠 공고', {
        photos: [
          { imageId: a.id, alt: '가' },
          { imageId: b.id, alt: '나' },
        ],
      });
      const id = await publishedPosting(owner, input);
      const edit = (changes: Record<string, unknown>) =>
        api.put(`/my/job-infos/${id}`, { ...input, ...changes }, owner.accessToken);
      const ids = (res: { body: { jobInfo: { photos: { id: number }[] } } }) =>
        res.body.jobInfo.photos.map((photo) => photo.id);

      const { photos: _left, ...withoutPhotos } = input;
      const kept = await api.put(`/my/job-infos/${id}`, { ...withoutPhotos, title: '제목만 고침' }, owner.accessToken);
      expect(kept.status).toBe(200);
      expect(ids(kept)).toEqual([a.id, b.id]);

      const reordered = await edit({
        photos: [
          { imageId: c.id, alt: '다' },
          { imageId: a.id, alt: '가 (고침)' },
        ],
      });
      expect(reordered.body.jobInfo.photos.map((photo: { id: number; alt: string }) => [photo.id, photo.alt])).toEqual([
        [c.id, '다'],
        [a.id, '가 (고침)'],
      ]);

      const theirs = await upload(await company(), 'job-info-photo');
      const refused = await edit({ title: '거절될 수정', photos: [{ imageId: theirs.id, alt: '남의 것' }] });
      expect(refused.status).toBe(400);
      const after = await api.get(`/job-infos/${id}`);
      expect(after.body.jobInfo.title).toBe('고칠 공고');
      expect(ids(after)).toEqual([c.id, a.id]);

      const cleared = await edit({ photos: [] });
      expect(cleared.body.jobInfo.photos).toEqual([]);
      expect((await api.get(`/job-infos/${id}`)).body.jobInfo.photos).toEqual([]);
    });

    it('are copied with the posting', async () => {
      const owner = await company();
      const photo = await upload(owner, 'job-info-photo');
      const id = await publishedPosting(
        owner,
        postingInput('복사할 공고', { photos: [{ imageId: photo.id, alt: '진열대' }] }),
      );
      const copy = await api.post(`/my/job-infos/${id}/copy`, undefined, owner.accessToken);
      expect(copy.status).toBe(201);
      expect(copy.body.jobInfo.photos).toEqual([{ ...photo, alt: '진열대' }]);
      expect(copy.body.jobInfo.id).not.toBe(id);
    });
  });

  describe('a company’s logo and introduction', () => {
    const storedLogoAndIntro = (member: Member) =>
      api.db
        .selectFrom('users')
        .select(['logo_image_id', 'company_intro'])
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow();

    it('are saved on the member info and answered there; left out they stay, null and empty clear them', async () => {
      const owner = await company();
      const logo = await upload(owner, 'logo');
      const { res, token } = await editCompany(owner, {
        logoImageId: logo.id,
        companyIntro: '  1987년부터 식빵을 굽습니다.  ',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.user.company).toMatchObject({ logo, intro: '1987년부터 식빵을 굽습니다.' });
      expect((await api.get('/get-user-info', token)).body.user.company).toMatchObject({
        logo,
        intro: '1987년부터 식빵을 굽습니다.',
      });

      const kept = await editCompany(owner, {});
      expect(kept.res.body.user.company).toMatchObject({ logo, intro: '1987년부터 식빵을 굽습니다.' });

      const cleared = await editCompany(owner, { logoImageId: null, companyIntro: '' });
      expect(cleared.res.body.user.company).toMatchObject({ logo: null, intro: null });
    });

    it('refuse a picture that is not the company’s logo and an introduction over 1000 characters', async () => {
      const owner = await company();
      const photo = await upload(owner, 'job-info-photo');
      const theirs = await upload(await company(), 'logo');
      for (const id of [photo.id, theirs.id]) {
        const { res } = await editCompany(owner, { logoImageId: id });
        expect(res.status).toBe(400);
        expect(res.body.details.fields).toEqual({ logoImageId: '사진을 찾을 수 없습니다. 사진을 다시 올려주세요.' });
      }
      const long = await editCompany(owner, { companyIntro: '빵'.repeat(1001) });
      expect(long.res.status).toBe(400);
      expect(long.res.body.details.fields).toEqual({ companyIntro: '회사 소개는 1000자 이하로 입력해주세요.' });
      expect(await storedLogoAndIntro(owner)).toEqual({ logo_image_id: null, company_intro: null });
    });

    it('are ignored for a job seeker, like the company fields', async () => {
      const member = await seeker();
      const logo = await upload(member, 'logo');
      await api.checkPassword(member.accessToken, 'bread1234');
      const res = await api.put(
        '/edit-user',
        { username: '박파티', email: member.email, phone: '010-2222-3333', logoImageId: logo.id, companyIntro: '소개' },
        member.accessToken,
      );
      expect(res.status).toBe(200);
      expect(res.body.user.company).toBeNull();
      expect(await storedLogoAndIntro(member)).toEqual({ logo_image_id: null, company_intro: null });
    });

    it('go with a deleted account', async () => {
      const owner = await company();
      const logo = await upload(owner, 'logo');
      expect((await editCompany(owner, { logoImageId: logo.id, companyIntro: '곧 문을 닫습니다.' })).res.status).toBe(
        200,
      );
      expect((await api.put('/delete-user', { password: 'bread1234' }, owner.accessToken)).status).toBe(200);
      expect(await storedLogoAndIntro(owner)).toEqual({ logo_image_id: null, company_intro: null });
    });

    it('shows on every answer that names the company: detail, lists, search, home, scraps', async () => {
      const owner = await company();
      const logo = await upload(owner, 'logo');
      expect((await editCompany(owner, { logoImageId: logo.id })).res.status).toBe(200);
      const id = await publishedPosting(owner, postingInput('로고빵집 제빵사 모집'));
      const reader = await seeker();
      expect((await api.request('PUT', `/my/scraps/job/${id}`, { token: reader.accessToken })).status).toBe(200);

      const logoOf = (items: { id: number; company: { logo: unknown } }[]) =>
        items.find((item) => item.id === id)?.company.logo;
      expect((await api.get(`/job-infos/${id}`)).body.jobInfo.company).toEqual({
        id: owner.id,
        name: owner.username,
        verified: false,
        address: '부산광역시 해운대구 센텀로 1',
        logo,
      });
      expect(logoOf((await api.get('/job-infos')).body.items)).toEqual(logo);
      expect(logoOf((await api.get('/home')).body.latest)).toEqual(logo);
      expect(logoOf((await api.get(`/search?q=${encodeURIComponent('로고빵집')}`)).body.jobInfos.items)).toEqual(logo);
      expect(logoOf((await api.get('/my/job-infos', owner.accessToken)).body.items)).toEqual(logo);
      const scraps = await api.get('/my/scraps/job-infos', reader.accessToken);
      expect(scraps.body.items.find((item: { id: number }) => item.id === id)!.summary!.company.logo).toEqual(logo);
    });
  });

  describe('a resume’s photo', () => {
    const withPhoto = async (owner: Member) => {
      const photo = await upload(owner, 'resume-photo');
      const res = await api.post('/my/resumes', { ...resumeInput, photoImageId: photo.id }, owner.accessToken);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return { photo, resumeId: res.body.resume.id };
    };

    it('is the owner’s to set, keep, copy and take off', async () => {
      const owner = await seeker();
      const { photo, resumeId } = await withPhoto(owner);
      expect((await api.get(`/my/resumes/${resumeId}`, owner.accessToken)).body.resume.photo).toEqual(photo);
      expect((await api.get('/my/resumes', owner.accessToken)).body.items[0]!.photo).toEqual(photo);
      expect((await api.get(`/resumes/${resumeId}`, owner.accessToken)).body.resume.photo).toEqual(photo);

      const kept = await api.put(
        `/my/resumes/${resumeId}`,
        { ...resumeInput, title: '고친 이력서' },
        owner.accessToken,
      );
      expect(kept.body.resume.photo).toEqual(photo);
      const copy = await api.post(`/my/resumes/${resumeId}/copy`, undefined, owner.accessToken);
      expect(copy.body.resume.photo).toEqual(photo);
      const off = await api.put(`/my/resumes/${resumeId}`, { ...resumeInput, photoImageId: null }, owner.accessToken);
      expect(off.body.resume.photo).toBeNull();
    });

    it('must be a photo the job seeker uploaded for a resume', async () => {
      const owner = await seeker();
      const theirs = await upload(await seeker(), 'resume-photo');
      const wrongUse = await upload(owner, 'job-info-photo');
      for (const id of [theirs.id, wrongUse.id]) {
        const res = await api.post('/my/resumes', { ...resumeInput, photoImageId: id }, owner.accessToken);
        expect(res.status).toBe(400);
        expect(res.body.details.fields).toEqual({ photoImageId: '사진을 찾을 수 없습니다. 사진을 다시 올려주세요.' });
      }
      expect((await api.get('/my/resumes', owner.accessToken)).body.total).toBe(0);
    });

    it('never shows on the masked resume, the talent list or search: not even its key', async () => {
      const owner = await seeker();
      const { photo, resumeId } = await withPhoto(owner);
      await api.deps.resumes.publish(resumeId, 10);
      const reader = await company();
      const masked = [
        await api.get(`/resumes/${resumeId}`),
        await api.get(`/resumes/${resumeId}`, reader.accessToken),
        await api.get('/resumes'),
        await api.get(`/search?q=${encodeURIComponent('식빵')}`),
      ] as const;
      expect(masked[0].body.resume).toMatchObject({ unmasked: false, photo: null });
      expect(masked[1].body.resume).toMatchObject({ unmasked: false, photo: null });
      expect(masked[2].body.items.map((item: { id: number }) => item.id)).toContain(resumeId);
      expect(masked[3].body.resumes.items.map((item: { id: number }) => item.id)).toContain(resumeId);
      for (const res of masked) {
        expect(res.status).toBe(200);
        expect(JSON.stringify(res.body)).not.toContain(photo.key);
      }
    });

    it('shows to a company that unlocked the resume', async () => {
      const owner = await seeker();
      const { photo, resumeId } = await withPhoto(owner);
      await api.deps.resumes.publish(resumeId, 10);
      const reader = await company();
      const order = await api.post('/my/orders', { productCode: 'talent-10', method: 'test' }, reader.accessToken);
      await api.post(`/my/orders/${order.body.order.id}/test-payment`, { result: 'approve' }, reader.accessToken);
      expect((await api.post(`/resumes/${resumeId}/unlock`, undefined, reader.accessToken)).status).toBe(200);
      const seen = await api.get(`/resumes/${resumeId}`, reader.accessToken);
      expect(seen.body).toMatchObject({ unlocked: true, resume: { unmasked: true, photo } });
    });

    it('shows to the company it was sent to, as the resume has it now; the application’s copy keeps none', async () => {
      const owner = await seeker();
      const { photo, resumeId } = await withPhoto(owner);
      const employer = await company();
      const jobInfoId = await publishedPosting(employer);
      const applied = await api.post(`/job-infos/${jobInfoId}/applications`, { resumeId }, owner.accessToken);
      expect(applied.status).toBe(201);
      const applicationId = applied.body.application.id;
      const opened = async () => (await api.get(`/my/applicants/${applicationId}`, employer.accessToken)).body.resume!;
      expect((await opened()).photo).toEqual(photo);
      const { resume_copy } = await api.db
        .selectFrom('applications')
        .select('resume_copy')
        .where('id', '=', applicationId)
        .executeTakeFirstOrThrow();
      expect(resume_copy).not.toContain(photo.key);

      const newer = await upload(owner, 'resume-photo');
      await api.put(`/my/resumes/${resumeId}`, { ...resumeInput, photoImageId: newer.id }, owner.accessToken);
      expect((await opened()).photo).toEqual(newer);
      await api.put(`/my/resumes/${resumeId}`, { ...resumeInput, photoImageId: null }, owner.accessToken);
      expect((await opened()).photo).toBeNull();
    });
  });

  describe('an operator taking a picture down', () => {
    const remove = (imageId: number, reason = '다른 업체의 사진을 무단으로 올렸습니다.', token = admin) =>
      api.post(`/admin/images/${imageId}/remove`, { reason }, token);
    const notificationsOf = (member: { id: number }) =>
      api.db.selectFrom('notifications').selectAll().where('user_id', '=', member.id).orderBy('id').execute();

    it('takes one photo off a posting, logs it, tells the company, and the photo cannot be used again', async () => {
      const owner = await company();
      const [a, b, c] = [
        await upload(owner, 'job-info-photo'),
        await upload(owner, 'job-info-photo'),
        await upload(owner, 'job-info-photo'),
      ];
      const photos = [
        { imageId: a.id, alt: '가' },
        { imageId: b.id, alt: '나' },
        { imageId: c.id, alt: '다' },
      ];
      const id = await publishedPosting(owner, postingInput('사진 내릴 공고', { photos }));
      const queue = await api.get('/admin/job-infos?view=all', admin);
      expect(queue.body.items.find((item: { id: number }) => item.id === id)).toMatchObject({
        companyLogo: null,
        photos: [
          { ...a, alt: '가' },
          { ...b, alt: '나' },
          { ...c, alt: '다' },
        ],
      });

      const res = await remove(b.id);
      expect(res.status).toBe(200);
      expect(res.body.message).toBe('사진을 내렸습니다. 올린 회원에게 사유를 알렸습니다.');
      expect((await api.get(`/job-infos/${id}`)).body.jobInfo.photos.map((p: { id: number }) => p.id)).toEqual([
        a.id,
        c.id,
      ]);
      const image = await api.db
        .selectFrom('images')
        .select(['removed_at', 'removed_reason'])
        .where('id', '=', b.id)
        .executeTakeFirstOrThrow();
      expect(image).toEqual({
        removed_at: api.clock.now().toISOString(),
        removed_reason: '다른 업체의 사진을 무단으로 올렸습니다.',
      });
      const log = await api.get('/admin/actions', admin);
      expect(log.body.items[0]).toMatchObject({
        admin: 'admin',
        action: 'image.remove_job_info_photo',
        targetKind: 'image',
        targetId: b.id,
        detail: '다른 업체의 사진을 무단으로 올렸습니다.',
      });
      const [told] = await notificationsOf(owner);
      expect(told).toMatchObject({
        kind: 'image_removed',
        event_key: `image_removed:${b.id}`,
        title: '‘사진 내릴 공고’ 공고의 사진이 운영자에 의해 내려졌습니다',
        link: `/job-info/${id}/edit`,
      });
      expect(told!.body).toContain('사유: 다른 업체의 사진을 무단으로 올렸습니다.');
      const mail = await api.db
        .selectFrom('outbox_mails')
        .select('kind')
        .where('event_key', '=', `image_removed:${b.id}`)
        .execute();
      expect(mail).toEqual([{ kind: 'image_removed' }]);

      const again = await api.put(
        `/my/job-infos/${id}`,
        postingInput('사진 내릴 공고', { photos: [{ imageId: b.id, alt: '다시' }] }),
        owner.accessToken,
      );
      expect(again.status).toBe(400);
      expect(again.body.details.fields).toEqual({
        'photos.0.imageId': '사진을 찾을 수 없습니다. 사진을 다시 올려주세요.',
      });
      expect((await remove(b.id)).status).toBe(409);
      expect((await remove(b.id)).body.message).toBe('이미 내린 사진입니다.');
      expect(await notificationsOf(owner)).toHaveLength(1);
    });

    it('takes a logo off the company: gone from its postings and its member info', async () => {
      const owner = await company();
      const logo = await upload(owner, 'logo');
      const { token } = await editCompany(owner, { logoImageId: logo.id });
      const id = await publishedPosting(owner);
      expect((await api.get(`/job-infos/${id}`)).body.jobInfo.company.logo).toEqual(logo);
      expect(
        (await api.get('/admin/job-infos?view=all', admin)).body.items.find((item: { id: number }) => item.id === id),
      ).toMatchObject({ companyLogo: logo });

      expect((await remove(logo.id, '로고에 연락처가 적혀 있습니다.')).status).toBe(200);
      expect((await api.get(`/job-infos/${id}`)).body.jobInfo.company.logo).toBeNull();
      expect((await api.get('/get-user-info', token)).body.user.company!.logo).toBeNull();
      const row = await api.db
        .selectFrom('users')
        .select('logo_image_id')
        .where('id', '=', owner.id)
        .executeTakeFirst();
      expect(row).toEqual({ logo_image_id: null });
      expect((await notificationsOf(owner))[0]).toMatchObject({
        title: '회사 로고가 운영자에 의해 내려졌습니다',
        link: '/user/edit',
      });
      expect((await api.get('/admin/actions', admin)).body.items[0]).toMatchObject({ action: 'image.remove_logo' });
    });

    it('takes a photo off a resume and tells the job seeker', async () => {
      const owner = await seeker();
      const photo = await upload(owner, 'resume-photo');
      const created = await api.post('/my/resumes', { ...resumeInput, photoImageId: photo.id }, owner.accessToken);
      const resumeId = created.body.resume.id;
      expect((await remove(photo.id, '본인 사진이 아닙니다.')).status).toBe(200);
      expect((await api.get(`/my/resumes/${resumeId}`, owner.accessToken)).body.resume.photo).toBeNull();
      expect((await notificationsOf(owner))[0]).toMatchObject({
        kind: 'image_removed',
        title: `‘${resumeInput.title}’ 이력서의 사진이 운영자에 의해 내려졌습니다`,
        link: `/resume/${resumeId}/edit`,
      });
    });

    it('deletes the picture’s files, but not while another picture still shown has the same content', async () => {
      const owner = await company();
      const other = await company();
      const bytes = await photoJpeg(900, 600);
      const mine = (await uploadImage(api, owner.accessToken, 'job-info-photo', bytes)).body.image;
      const theirs = (await uploadImage(api, other.accessToken, 'job-info-photo', bytes)).body.image;
      expect(theirs.key).toBe(mine.key);
      const storage = createImageStorage(api.deps.config.images);
      const variant = imagePath(mine.key, 640, 'jpeg');
      expect((await getImage(api.app, variant)).status).toBe(200);
      const files = () => storage.list(`${mine.key}-`);
      expect(await files()).toEqual([`${mine.key}-640.jpg`, `${mine.key}-original`]);

      expect((await remove(mine.id)).status).toBe(200);
      expect(await files()).toEqual([`${mine.key}-640.jpg`, `${mine.key}-original`]);
      expect((await getImage(api.app, variant)).status).toBe(200);
      expect((await remove(theirs.id)).status).toBe(200);
      expect(await files()).toEqual([]);
      expect((await getImage(api.app, variant)).status).toBe(404);
    });

    it('is one transaction: when the 알림 cannot be written, the picture stays where it was and nothing is logged', async () => {
      const owner = await company();
      const photo = await upload(owner, 'job-info-photo');
      const id = await publishedPosting(
        owner,
        postingInput('그대로 남을 공고', { photos: [{ imageId: photo.id, alt: '빵' }] }),
      );
      const actions = (await api.get('/admin/actions', admin)).body.total;
      expect((await whileOutboxIsDown(api, () => remove(photo.id))).status).toBe(500);
      expect((await api.get(`/job-infos/${id}`)).body.jobInfo.photos).toEqual([{ ...photo, alt: '빵' }]);
      expect((await api.get('/admin/actions', admin)).body.total).toBe(actions);
      expect(await notificationsOf(owner)).toEqual([]);
      expect((await remove(photo.id)).status).toBe(200);
    });

    it('refuses a missing reason, an unknown picture and anyone but an operator, and changes nothing', async () => {
      const owner = await company();
      const logo = await upload(owner, 'logo');
      const noReason = await remove(logo.id, ' ');
      expect(noReason.status).toBe(400);
      expect(noReason.body.details.fields).toEqual({ reason: '사유를 2자 이상 입력해주세요.' });
      const long = await remove(logo.id, '사'.repeat(201));
      expect(long.status).toBe(400);
      expect(long.body.details.fields).toEqual({ reason: '사유는 200자 이하로 입력해주세요.' });
      expect((await remove(99_999_999)).status).toBe(404);
      expect((await api.post('/admin/images/abc/remove', { reason: '사유 있음' }, admin)).status).toBe(404);
      expect((await remove(logo.id, '사유 있음', owner.accessToken)).status).toBe(403);
      const row = await api.db.selectFrom('images').select('removed_at').where('id', '=', logo.id).executeTakeFirst();
      expect(row).toEqual({ removed_at: null });
      expect(await notificationsOf(owner)).toEqual([]);
    });
  });
});
