import { makeStore } from '../../app/store';
import { shortcutFor } from './shortcuts';
import { shortcutPressed } from './events';

const press = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean; inEditable: boolean }> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  inEditable: false,
  ...mods,
});

describe('keyboard shortcuts', () => {
  it('recognises Ctrl or Cmd + Shift + L, Ctrl/Cmd + K and ?', () => {
    expect(shortcutFor(press('L', { ctrlKey: true, shiftKey: true }))).toBe('quickLogout');
    expect(shortcutFor(press('l', { metaKey: true, shiftKey: true }))).toBe('quickLogout');
    expect(shortcutFor(press('k', { ctrlKey: true }))).toBe('focusSearch');
    expect(shortcutFor(press('?', { shiftKey: true }))).toBe('showShortcuts');
    expect(shortcutFor(press('?', { shiftKey: true, inEditable: true }))).toBeNull();
    expect(shortcutFor(press('l', { ctrlKey: true }))).toBeNull();
  });

  it('quick logout navigates to /logout; Ctrl+K asks the search box for focus; ? opens the sheet', () => {
    const store = makeStore();
    store.dispatch(shortcutPressed('quickLogout'));
    expect(store.getState().router.location.pathname).toBe('/logout');
    store.dispatch(shortcutPressed('focusSearch'));
    expect(store.getState().search.focusRequests).toBe(1);
    store.dispatch(shortcutPressed('showShortcuts'));
    expect(store.getState().header.shortcutsOpen).toBe(true);
  });
});
