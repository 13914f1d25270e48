/** Count badge (spec §9): hidden at zero unless showZero, the count up to 99, '99+' above. */
export const BADGE_MAX = 99;

export function badgeText(count: number, options: { showZero?: boolean; max?: number } = {}): string | null {
  const max = options.max ?? BADGE_MAX;
  const n = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  if (n === 0 && !options.showZero) return null;
  return n > max ? `${max}+` : String(n);
}
