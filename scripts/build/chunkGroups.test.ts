import { pageScripts, scriptsOf, withoutScriptPreloads, withScriptPreloads } from './chunkGroups';

const groups = {
  main: ['/assets/runtime.1.js', '/assets/main.1.js'],
  'portal-runtime': ['/assets/25.1.js', '/assets/portal-runtime.1.js'],
  login: ['/assets/25.1.js', '/assets/login.1.js'],
};

describe('chunk groups (ADR 0113)', () => {
  it('lists the files of the named groups once each, without those the page loads anyway', () => {
    expect(scriptsOf(groups, ['portal-runtime', 'login'], ['/assets/main.1.js'])).toEqual(['/assets/25.1.js', '/assets/portal-runtime.1.js', '/assets/login.1.js']);
    expect(scriptsOf(groups, ['login'], ['/assets/25.1.js'])).toEqual(['/assets/login.1.js']);
  });

  it('fails on a group webpack did not build (a renamed magic comment)', () => {
    expect(() => scriptsOf(groups, ['logn'])).toThrow('webpack built no chunk group named "logn"');
  });

  it('adds low-priority script preloads to the head, finds the page scripts, and takes the preloads out again', () => {
    const shell = '<html><head><script defer="defer" src="/assets/main.1.js"></script></head><body></body></html>';
    const page = withScriptPreloads(shell, ['/assets/login.1.js']);
    expect(page).toBe(
      '<html><head><script defer="defer" src="/assets/main.1.js"></script><link rel="preload" as="script" href="/assets/login.1.js" fetchpriority="low"></head><body></body></html>',
    );
    expect(pageScripts(page)).toEqual(['/assets/main.1.js']);
    expect(withoutScriptPreloads(page)).toBe(shell);
  });
});
