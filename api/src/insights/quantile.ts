/**
 * The `q` quantile (0–1) of ascending `sorted` values by linear interpolation between the closest
 * ranks: the value at rank (n − 1)·q, between the two neighbours when that rank falls between them
 * (the method of Excel's PERCENTILE.INC and numpy's default). The median is q = ½, the mean of the
 * two middle values for an even count. Null for no values.
 */
export function quantile(sorted: readonly number[], q: number): number | null {
  if (!sorted.length) return null;
  const rank = (sorted.length - 1) * q;
  const below = Math.floor(rank);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (rank - below);
}

export const ascending = (values: readonly number[]): number[] => [...values].sort((a, b) => a - b);
