import type { Kysely } from 'kysely';
import type { ImagePurpose } from '../../contracts/image';
import { type Clock, isoNow } from '../clock';
import type { Database } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import type { Logger } from '../logger';
import { pictureRemoved, type RemovedPicture } from '../messages/event-messages';
import type { Messages } from '../messages/messages';
import { letGoOfPortfolioPhoto } from '../portfolio/portfolio';
import type { AdminLog } from './admin-log';

/** The operator log's action for each kind of picture. */
export const PICTURE_REMOVAL_ACTIONS: Record<ImagePurpose, string> = {
  logo: 'image.remove_logo',
  'job-info-photo': 'image.remove_job_info_photo',
  'resume-photo': 'image.remove_resume_photo',
  portfolio: 'image.remove_portfolio_photo',
};

/** The records that show a picture, named in the owner's 알림. */
async function recordsShowing(
  trx: Kysely<Database>,
  imageId: number,
  purpose: ImagePurpose,
): Promise<RemovedPicture['records']> {
  if (purpose === 'job-info-photo') {
    return trx
      .selectFrom('job_info_photos')
      .innerJoin('job_infos', 'job_infos.id', 'job_info_photos.job_info_id')
      .select(['job_infos.id', 'job_infos.title'])
      .where('job_info_photos.image_id', '=', imageId)
      .orderBy('job_infos.id')
      .execute();
  }
  if (purpose === 'portfolio') {
    return trx
      .selectFrom('resume_portfolio_items')
      .innerJoin('resumes', 'resumes.id', 'resume_portfolio_items.resume_id')
      .select(['resumes.id', 'resumes.title'])
      .where('resume_portfolio_items.image_id', '=', imageId)
      .orderBy('resumes.id')
      .execute();
  }
  if (purpose === 'resume-photo') {
    return trx
      .selectFrom('resumes')
      .select(['id', 'title'])
      .where('photo_image_id', '=', imageId)
      .orderBy('id')
      .execute();
  }
  return [];
}

/**
 * An operator takes a picture down with a reason: a company's logo, one photo of a posting, a
 * resume's photo. The picture is marked removed (no page shows it again, nobody can attach it
 * again), every record that showed it lets go of it, the operator log and the owner's 알림 are
 * written in the same transaction, and once that has committed its files are deleted (unless
 * another picture still shown has the same content).
 */
export function createPictureRemoval({
  db,
  clock,
  log,
  messages,
  logger,
  removeFiles,
}: {
  db: Kysely<Database>;
  clock: Clock;
  log: AdminLog;
  messages: Messages;
  logger: Logger;
  /** the image storage's deletion of a key's files (original, variants, link-preview card) */
  removeFiles: (key: string) => Promise<unknown>;
}) {
  return {
    async remove(adminId: number, imageId: number, reason: string): Promise<void> {
      const image = await db.selectFrom('images').selectAll().where('id', '=', imageId).executeTakeFirst();
      if (!image) throw notFound('사진을 찾을 수 없습니다.');
      const alreadyRemoved = () => conflict('이미 내린 사진입니다.', 'IMAGE_ALREADY_REMOVED');
      if (image.removed_at !== null) throw alreadyRemoved();
      await db.transaction().execute(async (trx) => {
        const marked = await trx
          .updateTable('images')
          .set({ removed_at: isoNow(clock), removed_reason: reason })
          .where('id', '=', imageId)
          .where('removed_at', 'is', null)
          .executeTakeFirst();
        // of two operators removing it at once, the one that marked it goes on
        if (Number(marked.numUpdatedRows) !== 1) throw alreadyRemoved();
        const records = await recordsShowing(trx, imageId, image.purpose);
        await trx.deleteFrom('job_info_photos').where('image_id', '=', imageId).execute();
        await trx.updateTable('users').set({ logo_image_id: null }).where('logo_image_id', '=', imageId).execute();
        await trx.updateTable('resumes').set({ photo_image_id: null }).where('photo_image_id', '=', imageId).execute();
        await letGoOfPortfolioPhoto(trx, imageId);
        await log.record(
          adminId,
          { action: PICTURE_REMOVAL_ACTIONS[image.purpose], targetKind: 'image', targetId: imageId, detail: reason },
          trx,
        );
        await messages.notify(
          trx,
          pictureRemoved({ imageId, ownerId: image.owner_id, purpose: image.purpose, records, reason }),
        );
      });
      try {
        await removeFiles(image.key);
      } catch (err) {
        // the removal stands (a removed picture is never served); only its files are left behind
        logger.error({ err, imageId }, 'files of a removed picture not deleted');
      }
    },
  };
}

export type PictureRemoval = ReturnType<typeof createPictureRemoval>;
