import { safeInternalPath } from './path';

describe('safeInternalPath', () => {
  it('accepts same-origin paths with query and hash', () => {
    expect(safeInternalPath('/home?x=1#calendar')).toBe('/home?x=1#calendar');
  });
  it.each(['//evil.example', 'https://evil.example/', '/\\evil.example', 'home', '', '/a\nb'])('rejects %j', (value) => {
    expect(safeInternalPath(value)).toBeUndefined();
  });
  it('rejects non-strings', () => {
    expect(safeInternalPath(42)).toBeUndefined();
  });
});

/**
 * An open-redirect corpus (issue #27: "the redirect corpus rerun"): what testers try in a `returnTo`. Every one
 * is either refused (undefined, so the login goes to /home) or a path that resolves on the portal's own origin.
 */
const REDIRECT_CORPUS = [
  '//evil.example', '///evil.example', '////evil.example', '/\\evil.example', '/\\/evil.example', '\\\\evil.example', '\\/evil.example',
  'https://evil.example', 'http://evil.example/home', 'HTTPS://evil.example', 'https:evil.example', 'https:/evil.example', '//evil.example/%2F..',
  '/%2F%2Fevil.example', '/%5Cevil.example', '/%5C%5Cevil.example', '/%09/evil.example', '/\t/evil.example', '/\n/evil.example', '/\r\n//evil.example',
  '/ /evil.example', ' //evil.example', '\t//evil.example', '//evil.example@portal.example', '/@evil.example', '//portal.example@evil.example',
  'javascript:alert(1)', 'JaVaScRiPt:alert(1)', '/javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)',
  '//evil%E3%80%82example', '/\u3002evil.example', '//evil.example\u0000.portal.example', '/\u0000//evil.example', '//%65vil.example',
  '/.evil.example', '/..//evil.example', '/./\\evil.example', '%2F%2Fevil.example', 'evil.example', '?//evil.example', '#//evil.example',
  '/home?next=//evil.example', '/home#//evil.example', '/\u2028//evil.example', '/\u00A0//evil.example', '/\uFF0F/evil.example',
];

describe('the open-redirect corpus', () => {
  const origin = 'https://portal.example';
  it.each(REDIRECT_CORPUS)('never leaves the portal: %j', (value) => {
    const accepted = safeInternalPath(value);
    if (accepted !== undefined) expect(new URL(accepted, `${origin}/login`).origin).toBe(origin);
  });
  it(`holds ${REDIRECT_CORPUS.length} attempts, and refuses every one that would leave the origin as written`, () => {
    const leaving = REDIRECT_CORPUS.filter((value) => {
      try {
        return new URL(value, `${origin}/login`).origin !== origin;
      } catch {
        return false;
      }
    });
    expect(leaving.length).toBeGreaterThan(20);
    for (const value of leaving) expect(safeInternalPath(value)).toBeUndefined();
  });
});
