import { makeStore } from '../../app/store';
import { colorSchemeChosen, customColorPreviewed, customColorSaved } from '../theme/themeSlice';
import { headerMenusClosed } from './events';
import { customPickerOpened, headerMenuToggled, shortcutsToggled } from './headerSlice';

describe('header menus (spec §2, §4)', () => {
  it('opens one menu at a time; toggling the open one closes it', () => {
    const store = makeStore();
    store.dispatch(headerMenuToggled('profile'));
    expect(store.getState().header.openMenu).toBe('profile');
    store.dispatch(headerMenuToggled('theme'));
    expect(store.getState().header.openMenu).toBe('theme');
    store.dispatch(headerMenuToggled('theme'));
    expect(store.getState().header.openMenu).toBeNull();
  });

  it('Custom Color replaces the theme menu by the picker; the profile menu closes the picker', () => {
    const store = makeStore();
    store.dispatch(headerMenuToggled('theme'));
    store.dispatch(customPickerOpened());
    expect(store.getState().header).toMatchObject({ openMenu: null, customPickerOpen: true });
    store.dispatch(headerMenuToggled('profile'));
    expect(store.getState().header).toMatchObject({ openMenu: 'profile', customPickerOpen: false });
  });

  it('previews while dragging, then saves and closes on completion', () => {
    const store = makeStore();
    store.dispatch(customPickerOpened());
    store.dispatch(customColorPreviewed('#123456'));
    expect(store.getState().theme.previewColor).toBe('#123456');
    expect(store.getState().theme.customColor).toBeNull();
    store.dispatch(customColorSaved('#123456'));
    expect(store.getState().header).toMatchObject({ customPickerOpen: false, openMenu: null });
    expect(store.getState().theme.previewColor).toBeNull();
    expect(store.getState().theme.customColor).toBe('#123456');
  });

  it('an outside click (menus closed) drops an unsaved preview', () => {
    const store = makeStore();
    store.dispatch(customPickerOpened());
    store.dispatch(customColorPreviewed('#654321'));
    store.dispatch(headerMenusClosed());
    expect(store.getState().header).toMatchObject({ customPickerOpen: false });
    expect(store.getState().theme.previewColor).toBeNull();
    expect(store.getState().theme.customColor).toBeNull();
  });

  it('a preset clears the custom colour and closes the menu', () => {
    const store = makeStore();
    store.dispatch(customColorSaved('#123456'));
    store.dispatch(headerMenuToggled('theme'));
    store.dispatch(colorSchemeChosen('orange'));
    expect(store.getState().theme).toMatchObject({ colorScheme: 'orange', customColor: null });
    expect(store.getState().header.openMenu).toBeNull();
  });

  it('the shortcut sheet opens and closes', () => {
    const store = makeStore();
    store.dispatch(shortcutsToggled(true));
    expect(store.getState().header.shortcutsOpen).toBe(true);
    store.dispatch(shortcutsToggled(false));
    expect(store.getState().header.shortcutsOpen).toBe(false);
  });
});
