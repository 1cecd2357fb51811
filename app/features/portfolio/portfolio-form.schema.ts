import { portfolioInputSchema, type PortfolioItemInput } from '#contracts/portfolio';
import { z } from '#contracts/zod';

/**
 * The resume form's portfolio rows, read: the confirmation box sends `on` or nothing, the shown-only
 * fields (the thumbnail's, the operator's reason) are dropped, and the rows are then piped into the
 * contract's list for its own rules (12 at most, a caption, 기타 in words, the confirmation), whose
 * messages land beside each row's fields.
 */
export const portfolioRowsSchema = z
  .array(
    z.object({
      imageId: z.string().optional(),
      caption: z.string().optional(),
      techniques: z.array(z.string()).default([]),
      otherTechnique: z.string().optional(),
      noPersonalInfo: z.boolean().default(false),
    }),
  )
  .default([])
  .transform((rows) =>
    rows.map((row): PortfolioItemInput => ({
      imageId: row.imageId ?? '',
      caption: row.caption ?? '',
      techniques: row.techniques as PortfolioItemInput['techniques'],
      // the words of 기타 count only when 기타 is ticked
      otherTechnique: row.techniques.includes('other') ? row.otherTechnique : undefined,
      noPersonalInfo: row.noPersonalInfo as true,
    })),
  )
  .pipe(portfolioInputSchema);
