import { createAction } from '@reduxjs/toolkit';

/** Escape, a click away or a chosen item closes every header popup (theme drops its unsaved preview too). */
export const headerMenusClosed = createAction('header/headerMenusClosed');
