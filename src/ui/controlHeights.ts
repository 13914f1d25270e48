/**
 * One height per control size on every page (issue #49 §2, ADR 0171), for MUI's Button (the theme's override) and
 * the plain buttons (`plainControlStyles`) alike. Medium is a 44 px target everywhere; on a phone (below 600 px)
 * every button is at least 44 px, whatever its size (issue #26). Minimum heights: a label that wraps grows its button.
 */
export const CONTROL_HEIGHTS = { small: 32, medium: 44, large: 48 } as const;

/** The least height of any button on a phone. */
export const PHONE_TARGET = 44;
