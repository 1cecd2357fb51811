/** The bench's Markdown cells and tables. */
import type { LoadFigures } from './load';

/** Above this share of the cores taken by other processes a run is reported as disturbed. */
export const NOISE_SHARE = 0.1;

export const KB = 1024;
export const ms = (n: number) => (Number.isFinite(n) ? (n < 10 ? n.toFixed(1) : n.toFixed(0)) : '–');
export const kb = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / KB).toFixed(1)}` : '–');
export const ratio = (n: number) => (Number.isFinite(n) ? `×${n.toFixed(2)}` : '–');
/** A run that other processes disturbed (see NOISE_SHARE) carries ⚠. */
export const cell = (f: LoadFigures) =>
  `${ms(f.p50)} / ${ms(f.p95)} / ${ms(f.p99)} · ${f.rps.toFixed(0)}/s${f.cpu.others > NOISE_SHARE ? ' ⚠' : ''}`;
export const mark = (met: boolean) => (met ? 'met' : '**missed**');

export function table(header: string[], rows: string[][], rightAligned: number[] = []): string {
  const align = header.map((_, i) => (rightAligned.includes(i) ? '---:' : '---'));
  const line = (cells: string[]) => `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), `|${align.join('|')}|`, ...rows.map(line)].join('\n');
}
