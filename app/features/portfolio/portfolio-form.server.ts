import {
  BAKE_TECHNIQUES,
  MAX_PORTFOLIO_ITEMS,
  OTHER_TECHNIQUE_MAX,
  PORTFOLIO_CAPTION_MAX,
  type PortfolioItem,
} from '#contracts/portfolio';
import { type FormPicture, pictureFieldValue } from '~/features/pictures/picture-field';
import type { PortfolioRowFields, PortfolioRules } from './portfolio-fields';

/** What the resume form prints about the portfolio; sent by its loaders. */
export const PORTFOLIO_RULES: PortfolioRules = {
  maxItems: MAX_PORTFOLIO_ITEMS,
  captionMax: PORTFOLIO_CAPTION_MAX,
  otherMax: OTHER_TECHNIQUE_MAX,
  techniques: BAKE_TECHNIQUES,
};

/** A bake as its owner reads it: an operator may have hidden it, and says why. */
export type OwnPortfolioItem = PortfolioItem & { hiddenReason?: string | null };

/** A stored portfolio as the form's rows; each was confirmed when it was added. */
export function portfolioFormRows(items: readonly OwnPortfolioItem[]): PortfolioRowFields[] {
  return items.map((item) => ({
    imageId: String(item.image.id),
    image: pictureFieldValue(item.image),
    caption: item.caption,
    techniques: [...item.techniques],
    otherTechnique: item.otherTechnique ?? '',
    noPersonalInfo: true,
    hiddenReason: item.hiddenReason ?? '',
  }));
}

/**
 * The bake a post uploaded, as the form's next row, with the caption and the confirmation given
 * in the slot it was chosen in.
 */
export function addBakeRow(form: FormData, picture: FormPicture) {
  const rows = [...form.keys()].flatMap((name) => /^portfolio\[(\d+)\]\./.exec(name)?.[1] ?? []).map(Number);
  const row = `portfolio[${rows.length ? Math.max(...rows) + 1 : 0}]`;
  form.set(`${row}.imageId`, String(picture.id));
  form.set(`${row}.image`, pictureFieldValue(picture));
  form.set(`${row}.caption`, form.get('newBake.caption') ?? '');
  if (form.get('newBake.noPersonalInfo') === 'on') form.set(`${row}.noPersonalInfo`, 'on');
  form.delete('newBake.caption');
  form.delete('newBake.noPersonalInfo');
}
