/**
 * Text we do not write ourselves (server data, the person's own input, names from the sign-in
 * account) must stay in its box, however long its words (ADR 0093). Both keep the whole text in the
 * DOM, so screen readers and find-in-page get all of it.
 */

/** Breaks a word that does not fit anywhere it has to (and lets flex items shrink below it). */
export const WRAP_ANYWHERE = { overflowWrap: 'anywhere', minWidth: 0 } as const;

/** Wraps like WRAP_ANYWHERE, then shows at most `lines` lines, ending the last with an ellipsis. */
export function clampLines(lines: number) {
  return { ...WRAP_ANYWHERE, display: '-webkit-box', WebkitLineClamp: lines, WebkitBoxOrient: 'vertical', overflow: 'hidden' } as const;
}
