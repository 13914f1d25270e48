/** Progress bar values are clamped to 0–100 (spec §5); NaN counts as 0. */
export function clampPercent(value: number): number {
  if (Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/** Colour alpha is clamped to 0–1 (spec §5); NaN counts as 1 (opaque). */
export function clampAlpha(value: number): number {
  if (Number.isNaN(value)) return 1;
  return Math.min(1, Math.max(0, value));
}
