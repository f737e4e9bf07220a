// A percentile as the report states it, one definition for the response report and routing's figures.

/**
 * The nearest-rank percentile: the smallest value with at least `percent` % of the values at or below it, i.e. the
 * value of rank ⌈percent/100 × n⌉ in ascending order. Always one of the values (no interpolation); the median of an
 * even count is the lower middle one. `sorted` ascending; undefined when empty.
 */
export function nearestRank(sorted: ReadonlyArray<number>, percent: number): number | undefined {
  if (sorted.length === 0) return undefined;
  const rank = Math.max(1, Math.ceil((percent / 100) * sorted.length));
  return sorted[rank - 1];
}
