/** VIP progress percent (spec-coverage S5.5): (starting + cycle) / target × 100, capped at 100, 0 if not computable. */
export function vipProgressPercent(starting: unknown, cycle: unknown, target: unknown): number {
  const [start, current, goal] = [starting, cycle, target].map(Number) as [number, number, number];
  if (![start, current, goal].every(Number.isFinite) || goal <= 0) return 0;
  return Math.max(0, Math.min(100, ((start + current) / goal) * 100));
}
