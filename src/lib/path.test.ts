import fc from 'fast-check';
import { createPath, parsePath, safeInternalPath } from './path';

describe('parsePath', () => {
  it('splits pathname, search and hash', () => {
    expect(parsePath('/settings?tab=1#account')).toEqual({ pathname: '/settings', search: '?tab=1', hash: '#account' });
  });
  it('defaults to the root and drops empty markers', () => {
    expect(parsePath('')).toEqual({ pathname: '/', search: '', hash: '' });
    expect(parsePath('/home?#')).toEqual({ pathname: '/home', search: '', hash: '' });
  });
  it('keeps a question mark that belongs to the hash', () => {
    expect(parsePath('/help#faq?x')).toEqual({ pathname: '/help', search: '', hash: '#faq?x' });
  });
  it('round-trips through createPath', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/);
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 4 }), fc.option(segment), fc.option(segment), (parts, query, hash) => {
        const path = `/${parts.join('/')}${query ? `?q=${query}` : ''}${hash ? `#${hash}` : ''}`;
        expect(createPath(parsePath(path))).toBe(path);
      }),
    );
  });
});

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
