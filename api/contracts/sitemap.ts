import { z } from './zod';

/** The sitemaps.org limit of URLs in one sitemap file; the api pages postings by it. */
export const SITEMAP_PAGE_SIZE = 50_000;

/** A public page crawlers should find again when it changes. */
export const sitemapEntrySchema = z.object({ id: z.number().int(), updatedAt: z.string() });
export type SitemapEntry = z.output<typeof sitemapEntrySchema>;

/**
 * What the sitemap index needs: how many listed postings and company pages (companies with a listed
 * posting) there are, so how many child sitemaps of each.
 */
export const sitemapSummarySchema = z.object({
  jobInfoTotal: z.number().int(),
  companyTotal: z.number().int(),
  pageSize: z.number().int(),
});
export type SitemapSummary = z.output<typeof sitemapSummarySchema>;
