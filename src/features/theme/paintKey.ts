/** Storage key of the painted colour cache read by `public/theme-boot.js` (keep the two in step, ADR 0106). */
export const PAINT_STORAGE_KEY = 'portal:theme-paint';
