import type { KeyPress } from '../../services/domPort';

export type Shortcut = 'focusSearch' | 'quickLogout' | 'showShortcuts';

/** The keyboard shortcuts, as listed in the shortcut sheet. */
export const SHORTCUTS: { keys: string; description: string }[] = [
  { keys: 'Ctrl/Cmd + K', description: 'Focus the portal search' },
  { keys: 'Ctrl/Cmd + Shift + L', description: 'Sign out (quick logout)' },
  { keys: '?', description: 'Show keyboard shortcuts' },
  { keys: '↑ / ↓', description: 'Move through search results' },
  { keys: 'Enter', description: 'Open the highlighted search result' },
  { keys: 'Escape', description: 'Close search, menus and dialogs' },
];

export const QUICK_LOGOUT_HINT = 'Ctrl+Shift+L';

/** Pure: which shortcut a key press is, if any. */
export function shortcutFor(press: KeyPress): Shortcut | null {
  const mod = press.ctrlKey || press.metaKey;
  const key = press.key.toLowerCase();
  if (mod && press.shiftKey && key === 'l') return 'quickLogout';
  if (mod && !press.shiftKey && key === 'k') return 'focusSearch';
  if (!mod && !press.altKey && press.key === '?' && !press.inEditable) return 'showShortcuts';
  return null;
}
