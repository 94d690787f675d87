/** The p-th percentile of an ascending list (nearest rank). */
export function percentile(sorted: readonly number[], p: number) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
