import fs from 'node:fs';
import path from 'node:path';
import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { publicPageChunk, publicPages } from './content/pages';
import { prefetchPublicPage, publicPageReady } from './publicRoutes';
import { routeChunk } from '../features/deployment/routeChunk';

const Page = ({ text }: { text: string }) => <p>{text}</p>;

describe('public route chunks (ADR 0114)', () => {
  it('names every public page chunk after its route, as the prerender asks for it', () => {
    const table = fs.readFileSync(path.join(__dirname, 'content', 'pages.ts'), 'utf8');
    const named = new Map([...table.matchAll(/path: '([^']+)',[^\n]*\n\s*load: \(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\//g)].map(([, route = '', name = '']) => [route, name]));
    expect([...named.keys()]).toEqual(publicPages.map((page) => page.path));
    for (const [route, name] of named) expect(name).toBe(publicPageChunk(route));
    const source = fs.readFileSync(path.join(__dirname, 'publicRoutes.tsx'), 'utf8');
    expect(source).toContain(`import(/* webpackChunkName: "${publicPageChunk('/404')}" */ './routes/notFound')`);
    expect(publicPageChunk('/')).toBe('page-home');
    expect(publicPageChunk('/news/press')).toBe('page-news-press');
  });

  it('renders a loaded page at once, without suspending', async () => {
    const Chunk = routeChunk(() => Promise.resolve({ default: Page }));
    await Chunk.load();
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Chunk text="the page" />
      </Suspense>,
    );
    // Synchronously after the render: no fallback was committed.
    expect(screen.getByText('the page')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
  });

  it('suspends when rendered before its chunk is in, with a single request', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Page }));
    const Chunk = routeChunk(load);
    render(
      <Suspense fallback={<p>fallback</p>}>
        <Chunk text="the page" />
      </Suspense>,
    );
    expect(screen.getByText('fallback')).toBeInTheDocument();
    expect(await screen.findByText('the page')).toBeInTheDocument();
    await Chunk.load();
    expect(load).toHaveBeenCalledTimes(1);
    expect(Chunk.isLoaded()).toBe(true);
  });

  it('requests a chunk again after a failed request', async () => {
    const load = jest.fn<Promise<{ default: typeof Page }>, []>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Page });
    const Chunk = routeChunk(load);
    await expect(Chunk.load()).rejects.toThrow('offline');
    expect(Chunk.isLoaded()).toBe(false);
    await Chunk.load();
    expect(load).toHaveBeenCalledTimes(2);
    expect(Chunk.isLoaded()).toBe(true);
  });

  it('lets a link wait for a public page whose chunk is not in yet, and for nothing else', async () => {
    const waiting = publicPageReady('/contact');
    expect(waiting).toBeInstanceOf(Promise);
    await waiting;
    expect(publicPageReady('/contact')).toBeNull();
    // As the router matches it: a trailing slash and the case do not matter.
    expect(publicPageReady('/Contact/?x=1#top')).toBeNull();
    expect(publicPageReady('/login')).toBeNull();
    expect(publicPageReady('/home')).toBeNull();
  });

  it('requests the page a link points to, and ignores links that lead elsewhere', async () => {
    prefetchPublicPage('/privacy#your-rights');
    prefetchPublicPage('mailto:hello@secondchair.example');
    prefetchPublicPage('/login');
    // The chunk's module is in after the import's microtasks; asking earlier would request it here instead.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(publicPageReady('/privacy')).toBeNull();
  });
});
