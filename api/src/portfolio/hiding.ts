import type { Kysely } from 'kysely';
import { type Clock, isoNow } from '../clock';
import type { Database } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { eventKey } from '../messages/event-messages';
import type { Messages } from '../messages/messages';
import type { AdminLog } from '../moderation/admin-log';
import { syncTechniques } from './portfolio';

const NOT_FOUND_MESSAGE = '포트폴리오 사진을 찾을 수 없습니다.';

/** The resumes that show a portfolio picture, with the photo's caption there. */
function holdersOf(trx: Kysely<Database>, imageId: number) {
  return trx
    .selectFrom('resume_portfolio_items')
    .innerJoin('resumes', 'resumes.id', 'resume_portfolio_items.resume_id')
    .select(['resumes.id', 'resumes.title', 'resume_portfolio_items.caption'])
    .where('resume_portfolio_items.image_id', '=', imageId)
    .orderBy('resumes.id')
    .execute();
}

/**
 * An operator hides a portfolio photo (a face, a name tag, a phone number in the picture) with a
 * reason, or shows it again. Hidden, no one but its owner sees it — on the resumes, the talent
 * cards, the copies sent with applications — and the talent list no longer finds the resume by its
 * techniques; the owner sees it with the reason and is told which photo and why. The picture, the
 * operator log and the 알림 change in one transaction.
 */
export function createPortfolioHiding({
  db,
  clock,
  log,
  messages,
}: {
  db: Kysely<Database>;
  clock: Clock;
  log: AdminLog;
  messages: Messages;
}) {
  async function portfolioPicture(imageId: number) {
    const image = await db.selectFrom('images').selectAll().where('id', '=', imageId).executeTakeFirst();
    if (!image || image.purpose !== 'portfolio' || image.removed_at !== null) throw notFound(NOT_FOUND_MESSAGE);
    return image;
  }

  return {
    async hide(adminId: number, imageId: number, reason: string): Promise<void> {
      const image = await portfolioPicture(imageId);
      const alreadyHidden = () => conflict('이미 숨긴 사진입니다.', 'PORTFOLIO_PHOTO_HIDDEN');
      if (image.hidden_at !== null) throw alreadyHidden();
      const now = isoNow(clock);
      await db.transaction().execute(async (trx) => {
        const marked = await trx
          .updateTable('images')
          .set({ hidden_at: now, hidden_reason: reason, hidden_by: adminId })
          .where('id', '=', imageId)
          .where('hidden_at', 'is', null)
          .where('removed_at', 'is', null)
          .executeTakeFirst();
        // of two operators hiding it at once, the one that marked it goes on
        if (Number(marked.numUpdatedRows) !== 1) throw alreadyHidden();
        const holders = await holdersOf(trx, imageId);
        await syncTechniques(
          trx,
          holders.map((holder) => holder.id),
        );
        await log.record(
          adminId,
          { action: 'portfolio.hide_photo', targetKind: 'image', targetId: imageId, detail: reason },
          trx,
        );
        const [first] = holders;
        await messages.notify(trx, {
          kind: 'portfolio_photo_hidden',
          userId: image.owner_id,
          // hidden again after being shown again is a new event
          eventKey: eventKey('portfolio_photo_hidden', imageId, now),
          title: first
            ? `포트폴리오 사진 ‘${first.caption}’을 운영자가 숨겼습니다`
            : '포트폴리오 사진 한 장을 운영자가 숨겼습니다',
          body: [
            first
              ? `운영자가 ‘${first.title}’ 이력서의 포트폴리오 사진 ‘${first.caption}’을 숨겼습니다.`
              : '운영자가 올리신 포트폴리오 사진 한 장을 숨겼습니다.',
            '이 사진은 회원님께만 보이고, 기업과 다른 회원에게는 보이지 않습니다.',
            `사유: ${reason}`,
            '얼굴이나 개인정보가 없는 사진으로 바꾸려면 이력서 수정에서 사진을 빼고 새로 올려주세요. 이의가 있으시면 1:1 문의로 알려주세요.',
          ].join('\n\n'),
          link: first ? `/resume/${first.id}/edit` : '/resume',
          linkLabel: first ? '이력서 수정하기' : '이력서 관리',
        });
      });
    },

    async unhide(adminId: number, imageId: number): Promise<void> {
      const image = await portfolioPicture(imageId);
      const notHidden = () => conflict('숨기지 않은 사진입니다.', 'PORTFOLIO_PHOTO_SHOWN');
      if (image.hidden_at === null) throw notHidden();
      await db.transaction().execute(async (trx) => {
        const marked = await trx
          .updateTable('images')
          .set({ hidden_at: null, hidden_reason: null, hidden_by: null })
          .where('id', '=', imageId)
          .where('hidden_at', 'is not', null)
          .executeTakeFirst();
        if (Number(marked.numUpdatedRows) !== 1) throw notHidden();
        const holders = await holdersOf(trx, imageId);
        await syncTechniques(
          trx,
          holders.map((holder) => holder.id),
        );
        await log.record(adminId, { action: 'portfolio.unhide_photo', targetKind: 'image', targetId: imageId }, trx);
      });
    },
  };
}

export type PortfolioHiding = ReturnType<typeof createPortfolioHiding>;
