import type { Kysely } from 'kysely';
import type { JobInfoPhoto } from '../../contracts/image';
import type { JobInfoFields } from '../../contracts/job-info';
import type { Database } from '../db/schema';
import type { ImageRecords } from '../images/images';
import { ApiError } from '../http/errors';

const SAME_PHOTO_TWICE = '같은 사진이 두 번 들어 있습니다. 한 장을 빼주세요.';

/**
 * The photos of postings in their order, pictures an operator removed left out: one query for a
 * page of postings as for one.
 */
export async function photosOf(executor: Kysely<Database>, jobInfoIds: number[]): Promise<Map<number, JobInfoPhoto[]>> {
  const photos = new Map<number, JobInfoPhoto[]>(jobInfoIds.map((id) => [id, []]));
  if (!jobInfoIds.length) return photos;
  const rows = await executor
    .selectFrom('job_info_photos')
    .innerJoin('images', 'images.id', 'job_info_photos.image_id')
    .select([
      'job_info_photos.job_info_id',
      'job_info_photos.alt',
      'images.id',
      'images.key',
      'images.width',
      'images.height',
    ])
    .where('job_info_photos.job_info_id', 'in', jobInfoIds)
    .where('images.removed_at', 'is', null)
    .orderBy('job_info_photos.job_info_id')
    .orderBy('job_info_photos.position')
    .execute();
  for (const { job_info_id, ...photo } of rows) photos.get(job_info_id)?.push(photo);
  return photos;
}

/**
 * Stores a posting's photos in the order given, in the posting's transaction. Left out, the photos
 * stay as they are; each one must be a picture the company uploaded for a posting, and a refusal
 * names the one photo (`photos.<index>.imageId`) so the form shows it beside that photo.
 */
export async function savePhotos(
  trx: Kysely<Database>,
  imageRecords: ImageRecords,
  jobInfoId: number,
  companyId: number,
  photos: JobInfoFields['photos'],
): Promise<void> {
  if (photos === undefined) return;
  const seen = new Set<number>();
  for (const [index, { imageId }] of photos.entries()) {
    const field = `photos.${index}.imageId`;
    if (seen.has(imageId)) {
      throw new ApiError(400, 'VALIDATION_ERROR', SAME_PHOTO_TWICE, { fields: { [field]: SAME_PHOTO_TWICE } });
    }
    seen.add(imageId);
    await imageRecords.usable(trx, { ownerId: companyId, purpose: 'job-info-photo', ids: [imageId], field });
  }
  await trx.deleteFrom('job_info_photos').where('job_info_id', '=', jobInfoId).execute();
  if (!photos.length) return;
  await trx
    .insertInto('job_info_photos')
    .values(photos.map(({ imageId, alt }, position) => ({ job_info_id: jobInfoId, position, image_id: imageId, alt })))
    .execute();
}

/** Takes every photo off the company's postings, whatever their state (account deletion). */
export async function removePhotosOfCompany(trx: Kysely<Database>, companyId: number): Promise<void> {
  await trx
    .deleteFrom('job_info_photos')
    .where('job_info_id', 'in', (eb) => eb.selectFrom('job_infos').select('id').where('company_id', '=', companyId))
    .execute();
}
