/**
 * The view beacon through nginx (issue 28): a steady 2 000 a second, half posting views and half
 * list appearances of 20 postings, each request another visitor (a user agent of its own), and
 * what the api's processes spent of a core meanwhile, from /proc. The target: under a third.
 *
 * Every request reaches the api from nginx's one address, so past the flood limit of an address
 * (api/src/insights/view-counter.ts FLOOD_LIMITS, per process and day) the marks are dropped: the
 * figure is the beacon's answer (parse, robot check, hash) with the first marks written, not a
 * day of distinct visitors' writes.
 */
import { processTicks, TICKS_PER_SECOND } from './cpu';
import { drain, type LoadFigures, runLoad } from './load';

export const BEACON_RATE = 2000;

export interface BeaconFigures {
  rate: number;
  figures: LoadFigures;
  /** the api's processes' CPU over the run, in cores (1 = one core busy the whole time) */
  apiCores: number;
}

export async function measureBeacons(options: {
  proxyUrl: string;
  postingIds: number[];
  seconds: number;
  /** the api's primary and workers */
  apiPids: () => number[];
  ours: { pids: number[]; names: string[] };
}): Promise<BeaconFigures> {
  const ids = options.postingIds.slice(0, 20);
  const target = {
    name: '/_view',
    method: 'POST' as const,
    paths: [...ids.slice(0, 10).map((id) => `/_view?v=${id}`), `/_view?a=${ids.join(',')}`],
    headers: {},
    rate: BEACON_RATE,
    newVisitorEach: true,
  };
  const pids = options.apiPids();
  const before = pids.map(processTicks);
  const started = performance.now();
  const figures = await runLoad(options.proxyUrl, target, 32, options.seconds, options.ours);
  const wall = (performance.now() - started) / 1000;
  const spent = pids.reduce((sum, pid, i) => sum + processTicks(pid) - before[i]!, 0);
  await drain(options.proxyUrl, { ...target, method: 'GET' });
  return { rate: BEACON_RATE, figures, apiCores: spent / TICKS_PER_SECOND / wall };
}
