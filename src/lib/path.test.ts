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
