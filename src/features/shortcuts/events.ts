import { createAction } from '@reduxjs/toolkit';
import type { Shortcut } from './shortcuts';

/** A keyboard shortcut was pressed: one of three features acts on it. */
export const shortcutPressed = createAction<Shortcut>('shortcuts/pressed');
