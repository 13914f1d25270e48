import { createAction } from '@reduxjs/toolkit';

/** Escape, a click away or a chosen item closes every header popup (theme drops its unsaved preview too). */
export const headerMenusClosed = createAction('header/headerMenusClosed');

export type HeaderMenuName = 'profile' | 'theme';

/** Which header menu a popup-trigger attribute names, if any. */
export function asHeaderMenu(name: string | null): HeaderMenuName | null {
  return name === 'profile' || name === 'theme' ? name : null;
}
