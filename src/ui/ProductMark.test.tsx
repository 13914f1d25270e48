import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { ProductMark } from './ProductMark';

/** An SVG's shapes (what is inside its root element), with empty elements written one way. */
const shapes = (svg: string): string => (/<svg\b[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1] ?? '').replace(/<(\w+)([^>]*?)\s*(?:\/>|><\/\1>)/g, '<$1$2/>').trim();

describe('ProductMark', () => {
  it('draws what public/favicon.svg draws (the mark in the header and the site icon stay one picture)', () => {
    const icon = fs.readFileSync(path.join(__dirname, '..', '..', 'public', 'favicon.svg'), 'utf8');
    const markup = renderToStaticMarkup(<ProductMark size={28} />);
    expect(shapes(markup)).toBe(shapes(icon));
    expect(shapes(markup)).toContain('<path');
    expect(markup).toMatch(/^<svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">/);
  });
});
