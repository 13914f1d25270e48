import { createAction } from '@reduxjs/toolkit';

/** The /logout page was shown: a listener signs out and, after the spec's delay, goes to the site root. */
export const logoutPageOpened = createAction('logout/pageOpened');
