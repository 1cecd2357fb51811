import type { Kysely } from 'kysely';
import type { BakeTechnique, PortfolioItem } from '../../contracts/portfolio';
import type { Database } from '../db/schema';
import { shownPortfolioImages } from './portfolio';

/*
 * The portfolio an application's frozen resume copy holds, as it was when sent. The copy is JSON;
 * application_portfolio_images names its pictures so that they are not released while the copy is
 * kept (images/image-files.ts), whatever the resume's portfolio becomes.
 */

/** Holds the pictures of the portfolio sent with application `applicationId`, in its transaction. */
export async function freezePortfolio(
  trx: Kysely<Database>,
  applicationId: number,
  items: PortfolioItem[],
): Promise<void> {
  const ids = [...new Set(items.map((item) => item.image.id))];
  if (!ids.length) return;
  await trx
    .insertInto('application_portfolio_images')
    .values(ids.map((image_id) => ({ application_id: applicationId, image_id })))
    .execute();
}

/**
 * The frozen portfolio as it is shown now: a photo an operator removed or hid since is left out.
 * A copy written before portfolios existed has none.
 */
export async function frozenPortfolio(
  executor: Kysely<Database>,
  items: PortfolioItem[] | undefined,
): Promise<PortfolioItem[]> {
  if (!items?.length) return [];
  const shown = await shownPortfolioImages(
    executor,
    items.map((item) => item.image.id),
  );
  return items.flatMap((item) => {
    const image = shown.get(item.image.id);
    return image ? [{ ...item, image }] : [];
  });
}

/** The wanted techniques that the portfolio shows, in the wanted order. */
export function matchedTechniques(wanted: BakeTechnique[], portfolio: PortfolioItem[] | undefined): BakeTechnique[] {
  const shown = new Set((portfolio ?? []).flatMap((item) => item.techniques));
  return wanted.filter((technique) => technique !== 'other' && shown.has(technique));
}
