/** Session storage as the sign-in rules of spec §4 need it. */
export interface SessionPort {
  /** Sign-out (success or failure): all session storage is cleared. */
  clearAll(): void;
  /** Redirect handling failed: cached account and token-key entries are removed. */
  removeCachedAccountEntries(): void;
}

/** MSAL's index entries: `msal[.<schema>].account.keys` and `msal[.<schema>].token.keys.<clientId>`. */
const KEY_LIST = /^msal\.(\d+\.)?(account\.keys|token\.keys\..+)$/;

function referencedKeys(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    const values = Array.isArray(parsed) ? parsed : typeof parsed === 'object' && parsed !== null ? Object.values(parsed).flat() : [];
    return values.filter((v): v is string => typeof v === 'string');
  } catch {
    return [];
  }
}

export function browserSession(storage: Storage = window.sessionStorage): SessionPort {
  return {
    clearAll: () => storage.clear(),
    removeCachedAccountEntries() {
      const lists: string[] = [];
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i);
        if (key && KEY_LIST.test(key)) lists.push(key);
      }
      const doomed = new Set(lists);
      for (const list of lists) referencedKeys(storage.getItem(list)).forEach((k) => doomed.add(k));
      doomed.forEach((key) => storage.removeItem(key));
    },
  };
}
