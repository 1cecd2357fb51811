import type { Image } from '../../contracts/image';
import { toImage } from '../images/images';

/**
 * A company's logo read in the same query as the company: left-join `images as logo` on
 * `logo.id = users.logo_image_id` and select these, so a list of postings costs no query per row.
 */
export const LOGO_COLUMNS = [
  'logo.id as logo_id',
  'logo.key as logo_key',
  'logo.width as logo_width',
  'logo.height as logo_height',
  'logo.removed_at as logo_removed_at',
] as const;

export interface LogoColumns {
  logo_id: number | null;
  logo_key: string | null;
  logo_width: number | null;
  logo_height: number | null;
  logo_removed_at: string | null;
}

/** The logo of a row read with LOGO_COLUMNS: null when the company has none or an operator removed it. */
export function logoOf(row: LogoColumns): Image | null {
  if (row.logo_id === null || row.logo_key === null || row.logo_width === null || row.logo_height === null) return null;
  return toImage({
    id: row.logo_id,
    key: row.logo_key,
    width: row.logo_width,
    height: row.logo_height,
    removed_at: row.logo_removed_at,
  });
}
