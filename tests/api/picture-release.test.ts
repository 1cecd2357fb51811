import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Image, type ImagePurpose, imagePath, ogImagePath } from '#contracts/image';
import { seedDemoAccounts } from '../../api/src/db/seed';
import { newMember, postingInput, resumeInput } from './fixtures';
import { createHarness, DIALECTS, type Harness } from './harness';
import { getImage, photoJpeg, uploadImage } from './image-fixtures';

/**
 * A picture taken down stops being served at once, whoever takes it down: its owner (a posting's
 * photo left out, the posting deleted, another logo, a resume's photo off or the resume deleted),
 * an operator, or the account's deletion. The api answers 404 for every file of it, and the
 * caching proxy in front is told to drop its copies: here a listener of the test's own stands in
 * for nginx's purge location and keeps what it was asked (the e2e proxy project runs nginx itself).
 */

type Member = Awaited<ReturnType<typeof newMember>>;

describe.each(DIALECTS)('pictures taken down (%s)', (dialect) => {
  let api: Harness;
  let admin: string;
  let proxy: http.Server;
  /** every request the purge listener received, as `METHOD path` */
  const purged: string[] = [];
  /** a different picture for every upload: a picture's key is its content's hash */
  let nextWidth = 700;

  beforeAll(async () => {
    proxy = http.createServer((req, res) => {
      purged.push(`${req.method} ${req.url}`);
      res.end();
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const { port } = proxy.address() as AddressInfo;
    api = await createHarness(dialect, { IMAGE_CACHE_PURGE_URLS: `http://127.0.0.1:${port}/proxy-one` });
    await seedDemoAccounts(api.db, api.clock);
    admin = (await api.post('/login', { userId: 'admin', password: 'admin1234' })).body.accessToken;
  });
  afterAll(async () => {
    await api.close();
    await new Promise((resolve) => proxy.close(resolve));
  });

  async function upload(owner: Member, purpose: ImagePurpose): Promise<Image> {
    nextWidth += 10;
    const res = await uploadImage(api, owner.accessToken, purpose, await photoJpeg(nextWidth, 500));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.image;
  }

  /** The files of `image` a page would ask for (made on this first request), as the proxy names them. */
  function filesOf(image: Image, purpose: ImagePurpose): string[] {
    const widths = [imagePath(image.key, 640, 'webp'), imagePath(image.key, 640, 'jpeg')];
    return purpose === 'resume-photo' ? widths : [...widths, ogImagePath(image.key)];
  }

  /** Asks for each file of `image`: the statuses, in the order of `filesOf`. */
  async function statuses(image: Image, purpose: ImagePurpose): Promise<number[]> {
    const answers = [];
    for (const path of filesOf(image, purpose)) answers.push((await getImage(api.app, path)).status);
    return answers;
  }

  /** Served now: every file a 200. */
  async function expectServed(image: Image, purpose: ImagePurpose) {
    expect(await statuses(image, purpose)).toEqual(filesOf(image, purpose).map(() => 200));
  }

  /** Gone: every file a 404, the stored files deleted, and the proxy told to drop each one it may hold. */
  async function expectGone(image: Image, purpose: ImagePurpose) {
    expect(await statuses(image, purpose)).toEqual(filesOf(image, purpose).map(() => 404));
    expect(await api.deps.images.storage.list(image.key)).toEqual([]);
    expect(purged).toEqual(expect.arrayContaining(filesOf(image, purpose).map((path) => `PURGE /proxy-one${path}`)));
  }

  const purgesOf = (image: Image) => purged.filter((line) => line.includes(image.key));

  async function posting(owner: Member, photos: Image[]): Promise<number> {
    const input = postingInput('사진 있는 공고', {
      photos: photos.map((photo, index) => ({ imageId: photo.id, alt: `사진 ${index + 1}` })),
    });
    const res = await api.post('/my/job-infos', input, owner.accessToken);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.jobInfo.id;
  }

  async function resumeWith(owner: Member, photo: Image): Promise<number> {
    const res = await api.post('/my/resumes', { ...resumeInput, photoImageId: photo.id }, owner.accessToken);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.resume.id;
  }

  async function editCompany(owner: Member, logoImageId: number | null) {
    await api.checkPassword(owner.accessToken, 'bread1234');
    const body = {
      username: owner.username,
      email: owner.email,
      phone: '010-2222-3333',
      businessNumber: '124-81-00998',
      ceoName: '최대표',
      companyAddress: '부산광역시 해운대구 센텀로 1',
      logoImageId,
    };
    const res = await api.put('/edit-user', body, owner.accessToken);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }

  describe('by its owner', () => {
    it('a posting’s photo left out by an edit, and one whose posting is deleted', async () => {
      const owner = await newMember(api, 'company');
      const [kept, leftOut, other] = [
        await upload(owner, 'job-info-photo'),
        await upload(owner, 'job-info-photo'),
        await upload(owner, 'job-info-photo'),
      ];
      const id = await posting(owner, [kept, leftOut]);
      for (const photo of [kept, leftOut]) await expectServed(photo, 'job-info-photo');

      const edit = postingInput('사진 하나 뺀 공고', { photos: [{ imageId: kept.id, alt: '남은 사진' }] });
      expect((await api.put(`/my/job-infos/${id}`, edit, owner.accessToken)).status).toBe(200);
      await expectGone(leftOut, 'job-info-photo');
      await expectServed(kept, 'job-info-photo');
      expect(purgesOf(kept)).toEqual([]);

      const second = await posting(owner, [other]);
      await expectServed(other, 'job-info-photo');
      expect((await api.request('DELETE', `/my/job-infos/${second}`, { token: owner.accessToken })).status).toBe(204);
      await expectGone(other, 'job-info-photo');
    });

    it('stays while a copy of the posting still shows it', async () => {
      const owner = await newMember(api, 'company');
      const photo = await upload(owner, 'job-info-photo');
      const id = await posting(owner, [photo]);
      const copy = await api.post(`/my/job-infos/${id}/copy`, undefined, owner.accessToken);
      expect(copy.status, JSON.stringify(copy.body)).toBe(201);
      expect((await api.request('DELETE', `/my/job-infos/${id}`, { token: owner.accessToken })).status).toBe(204);
      await expectServed(photo, 'job-info-photo');
      expect(purgesOf(photo)).toEqual([]);
    });

    it('a logo replaced by another, then taken off', async () => {
      const owner = await newMember(api, 'company');
      const [first, second] = [await upload(owner, 'logo'), await upload(owner, 'logo')];
      await editCompany(owner, first.id);
      await expectServed(first, 'logo');
      await editCompany(owner, second.id);
      await expectGone(first, 'logo');
      await expectServed(second, 'logo');
      await editCompany(owner, null);
      await expectGone(second, 'logo');
    });

    it('a resume’s photo taken off, and one whose resume is deleted', async () => {
      const owner = await newMember(api, 'normal');
      const [first, second] = [await upload(owner, 'resume-photo'), await upload(owner, 'resume-photo')];
      const id = await resumeWith(owner, first);
      await expectServed(first, 'resume-photo');
      const off = await api.put(`/my/resumes/${id}`, { ...resumeInput, photoImageId: null }, owner.accessToken);
      expect(off.status, JSON.stringify(off.body)).toBe(200);
      await expectGone(first, 'resume-photo');

      const other = await resumeWith(owner, second);
      await expectServed(second, 'resume-photo');
      expect((await api.request('DELETE', `/my/resumes/${other}`, { token: owner.accessToken })).status).toBe(204);
      await expectGone(second, 'resume-photo');
    });

    it('leaves uploads no record took yet, and another member’s picture of the same content', async () => {
      const owner = await newMember(api, 'company');
      const neighbour = await newMember(api, 'company');
      const onPosting = await upload(owner, 'job-info-photo');
      const same = await uploadImage(api, neighbour.accessToken, 'job-info-photo', await photoJpeg(nextWidth, 500));
      expect(same.body.image.key).toBe(onPosting.key);
      const forTheNextForm = await upload(owner, 'job-info-photo');
      await posting(neighbour, [same.body.image]);

      const id = await posting(owner, [onPosting]);
      expect((await api.request('DELETE', `/my/job-infos/${id}`, { token: owner.accessToken })).status).toBe(204);
      // the neighbour's posting shows the same file: it stays, and so do the proxy's copies
      await expectServed(onPosting, 'job-info-photo');
      expect(purgesOf(onPosting)).toEqual([]);
      expect(await api.db.selectFrom('images').select('id').where('id', '=', onPosting.id).execute()).toEqual([]);
      await expectServed(forTheNextForm, 'job-info-photo');
    });
  });

  it('by an operator: the api’s 404 and the proxy’s copies dropped', async () => {
    const owner = await newMember(api, 'company');
    const photo = await upload(owner, 'job-info-photo');
    await posting(owner, [photo]);
    await expectServed(photo, 'job-info-photo');
    const res = await api.post(`/admin/images/${photo.id}/remove`, { reason: '다른 가게의 사진입니다' }, admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await expectGone(photo, 'job-info-photo');
  });

  it('with a deleted account: its logo, its postings’ and resumes’ photos and its unused uploads', async () => {
    const company = await newMember(api, 'company');
    const [logo, onPosting, unused] = [
      await upload(company, 'logo'),
      await upload(company, 'job-info-photo'),
      await upload(company, 'job-info-photo'),
    ];
    await editCompany(company, logo.id);
    const id = await posting(company, [onPosting]);
    await api.deps.jobInfos.publish(id, 10);
    const seeker = await newMember(api, 'normal');
    const resumePhoto = await upload(seeker, 'resume-photo');
    await resumeWith(seeker, resumePhoto);
    const pictures = [
      [logo, 'logo'],
      [onPosting, 'job-info-photo'],
      [unused, 'job-info-photo'],
      [resumePhoto, 'resume-photo'],
    ] as const;
    for (const [image, purpose] of pictures) await expectServed(image, purpose);

    for (const member of [company, seeker]) {
      await api.checkPassword(member.accessToken, 'bread1234');
      const res = await api.put('/delete-user', { password: 'bread1234' }, member.accessToken);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    for (const [image, purpose] of pictures) await expectGone(image, purpose);
  });
});
