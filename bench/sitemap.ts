/**
 * The sitemap at the bench's size: the index and every child sitemap it names, fetched from the
 * web as a crawler does, each `runs` times; the median time is kept.
 */
import { performance } from 'node:perf_hooks';

export interface SitemapFile {
  path: string;
  urls: number;
  bytes: number;
  /** milliseconds, the median of the runs */
  ms: number;
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

async function fetchTimed(url: string): Promise<{ xml: string; ms: number }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
  const xml = await response.text();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return { xml, ms: performance.now() - started };
}

export async function measureSitemap(baseUrl: string, runs = 3): Promise<SitemapFile[]> {
  const measure = async (path: string) => {
    const times: number[] = [];
    let xml = '';
    for (let i = 0; i < runs; i++) ({ xml, ms: times[i] } = await fetchTimed(new URL(path, baseUrl).href));
    times.sort((a, b) => a - b);
    return {
      file: { path, urls: locs(xml).length, bytes: Buffer.byteLength(xml), ms: times[Math.floor((runs - 1) / 2)]! },
      xml,
    };
  };
  const index = await measure('/sitemap.xml');
  const files = [index.file];
  for (const loc of locs(index.xml)) files.push((await measure(new URL(loc).pathname)).file);
  return files;
}
