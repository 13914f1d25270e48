import { browserSession, SESSION_SIGNAL_KEY } from './browserSession';

describe('browserSession: a sign-out reaches every other tab (issue #27 §4)', () => {
  it('announces through local storage too, and a storage event from another tab signs this one out', () => {
    const writes: string[] = [];
    const shared = { setItem: (key: string) => writes.push(`set ${key}`), removeItem: (key: string) => writes.push(`remove ${key}`) } as unknown as Storage;
    const session = browserSession(sessionStorage, shared);
    session.announceSignOut();
    expect(writes).toEqual([`set ${SESSION_SIGNAL_KEY}`, `remove ${SESSION_SIGNAL_KEY}`]);

    const handler = jest.fn();
    const stop = session.onSignOutElsewhere(handler);
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_SIGNAL_KEY, newValue: '1795557996064' }));
    // Its removal and other keys are not a sign-out.
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_SIGNAL_KEY, newValue: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'persist:theme', newValue: '{}' }));
    expect(handler).toHaveBeenCalledTimes(1);
    stop();
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_SIGNAL_KEY, newValue: '1' }));
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
