import type { Kysely } from 'kysely';
import type { Image } from '../../contracts/image';
import {
  BAKE_TECHNIQUES,
  type BakeTechnique,
  type OwnPortfolioItem,
  type PortfolioItem,
  type portfolioInputSchema,
} from '../../contracts/portfolio';
import type { z } from '../../contracts/zod';
import type { Database } from '../db/schema';
import { ApiError } from '../http/errors';
import type { ImageRecords } from '../images/images';
import { joinCodes, splitCodes } from '../job-infos/mapping';

/*
 * A resume's portfolio (포트폴리오): photos of the person's bakes, stored in resume_portfolio_items
 * in their order. What others see leaves out a picture an operator hid (images.hidden_at); the
 * owner sees it with the reason. resume_techniques, which the talent list filters by, holds the
 * techniques of the shown photos only.
 */

export type PortfolioFields = z.output<typeof portfolioInputSchema>;

const SAME_PHOTO_TWICE = '같은 사진이 두 번 들어 있습니다. 한 장을 빼주세요.';

/** Codes stored as the technique list orders them, each once. */
export const joinTechniques = (techniques: readonly BakeTechnique[]) => joinCodes(techniques, BAKE_TECHNIQUES);
export const splitTechniques = (value: string) => splitCodes<BakeTechnique>(value);

/** The shown photos of a portfolio as others get them. */
export function shownItems(items: OwnPortfolioItem[]): PortfolioItem[] {
  return items.filter((item) => item.hiddenReason === null).map(({ hiddenReason: _hidden, ...item }) => item);
}

/** The portfolios of resumes by resume id, in their order, pictures an operator removed left out: one query. */
export async function portfoliosOf(
  executor: Kysely<Database>,
  resumeIds: number[],
): Promise<Map<number, OwnPortfolioItem[]>> {
  const portfolios = new Map<number, OwnPortfolioItem[]>(resumeIds.map((id) => [id, []]));
  if (!resumeIds.length) return portfolios;
  const rows = await executor
    .selectFrom('resume_portfolio_items')
    .innerJoin('images', 'images.id', 'resume_portfolio_items.image_id')
    .select([
      'resume_portfolio_items.resume_id',
      'resume_portfolio_items.caption',
      'resume_portfolio_items.techniques',
      'resume_portfolio_items.other_technique',
      'images.id',
      'images.key',
      'images.width',
      'images.height',
      'images.hidden_at',
      'images.hidden_reason',
    ])
    .where('resume_portfolio_items.resume_id', 'in', resumeIds)
    .where('images.removed_at', 'is', null)
    .orderBy('resume_portfolio_items.resume_id')
    .orderBy('resume_portfolio_items.position')
    .execute();
  for (const row of rows) {
    portfolios.get(row.resume_id)?.push({
      image: { id: row.id, key: row.key, width: row.width, height: row.height },
      caption: row.caption,
      techniques: splitTechniques(row.techniques),
      otherTechnique: row.other_technique,
      hiddenReason: row.hidden_at === null ? null : (row.hidden_reason ?? ''),
    });
  }
  return portfolios;
}

/** Of the pictures `ids`, the ones still shown to others (not removed, not hidden), by id: one query. */
export async function shownPortfolioImages(executor: Kysely<Database>, ids: number[]): Promise<Map<number, Image>> {
  if (!ids.length) return new Map();
  const rows = await executor
    .selectFrom('images')
    .select(['id', 'key', 'width', 'height'])
    .where('id', 'in', [...new Set(ids)])
    .where('removed_at', 'is', null)
    .where('hidden_at', 'is', null)
    .execute();
  return new Map(rows.map((row) => [row.id, row]));
}

/** Rewrites the techniques the talent list finds `resumeIds` by: those of their shown photos. */
export async function syncTechniques(trx: Kysely<Database>, resumeIds: number[]): Promise<void> {
  if (!resumeIds.length) return;
  await trx.deleteFrom('resume_techniques').where('resume_id', 'in', resumeIds).execute();
  const rows = await trx
    .selectFrom('resume_portfolio_items')
    .innerJoin('images', 'images.id', 'resume_portfolio_items.image_id')
    .select(['resume_portfolio_items.resume_id', 'resume_portfolio_items.techniques'])
    .where('resume_portfolio_items.resume_id', 'in', resumeIds)
    .where('images.removed_at', 'is', null)
    .where('images.hidden_at', 'is', null)
    .execute();
  const pairs = new Map(
    rows.flatMap((row) =>
      splitTechniques(row.techniques).map((technique) => [`${row.resume_id}:${technique}`, { ...row, technique }]),
    ),
  );
  if (!pairs.size) return;
  await trx
    .insertInto('resume_techniques')
    .values([...pairs.values()].map(({ resume_id, technique }) => ({ resume_id, technique })))
    .execute();
}

/**
 * Stores a resume's portfolio in the order given, in the resume's transaction. Left out, it stays
 * as it is; each photo must be a picture the owner uploaded for a portfolio, and a refusal names the
 * one photo (`portfolio.<index>.imageId`) so the form shows it beside that photo.
 */
export async function savePortfolio(
  trx: Kysely<Database>,
  imageRecords: ImageRecords,
  { userId, resumeId, items }: { userId: number; resumeId: number; items: PortfolioFields | undefined },
): Promise<void> {
  if (items === undefined) return;
  const seen = new Set<number>();
  for (const [index, { imageId }] of items.entries()) {
    const field = `portfolio.${index}.imageId`;
    if (seen.has(imageId)) {
      throw new ApiError(400, 'VALIDATION_ERROR', SAME_PHOTO_TWICE, { fields: { [field]: SAME_PHOTO_TWICE } });
    }
    seen.add(imageId);
    await imageRecords.usable(trx, { ownerId: userId, purpose: 'portfolio', ids: [imageId], field });
  }
  await trx.deleteFrom('resume_portfolio_items').where('resume_id', '=', resumeId).execute();
  if (items.length) {
    await trx
      .insertInto('resume_portfolio_items')
      .values(
        items.map((item, position) => ({
          resume_id: resumeId,
          position,
          image_id: item.imageId,
          caption: item.caption,
          techniques: joinTechniques(item.techniques),
          // words for 기타 are kept only while 기타 is chosen
          other_technique: item.techniques.includes('other') ? (item.otherTechnique ?? null) : null,
        })),
      )
      .execute();
  }
  await syncTechniques(trx, [resumeId]);
}

/** The portfolio as the resume form sends it, for a copy of the resume. */
export function asFields(items: OwnPortfolioItem[]): PortfolioFields {
  return items.map((item) => ({
    imageId: item.image.id,
    caption: item.caption,
    techniques: item.techniques,
    otherTechnique: item.otherTechnique ?? undefined,
    noPersonalInfo: true as const,
  }));
}

/** An operator removed the picture: the portfolios that showed it let go of it, in the removal's transaction. */
export async function letGoOfPortfolioPhoto(trx: Kysely<Database>, imageId: number): Promise<void> {
  const holders = await trx
    .selectFrom('resume_portfolio_items')
    .select('resume_id')
    .where('image_id', '=', imageId)
    .execute();
  if (!holders.length) return;
  await trx.deleteFrom('resume_portfolio_items').where('image_id', '=', imageId).execute();
  await syncTechniques(
    trx,
    holders.map((row) => row.resume_id),
  );
}
