import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { API_BODY_LIMIT } from '../src/shared/contract/errors';
import { TOO_LARGE, devProxyHooks, proxyTo } from './api-proxy';
import { server as mockServer } from '../src/mocks/node';

// Real sockets on loopback: the mock API's interception (test/setup.ts) is not in the way.
beforeAll(() => mockServer.close());

/** A server on a free loopback port; `origin` is its http://127.0.0.1:port. */
async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

type Kind = 'serve' | 'dev server';
const kinds: Kind[] = ['serve', 'dev server'];

/** The proxy of `npm run serve` (proxyTo), or of `npm start` (webpack.config.ts's devServer.proxy), in front of `target`. */
async function proxyFor(target: string, kind: Kind): Promise<{ origin: string; close: () => Promise<void> }> {
  const dev = createProxyMiddleware({ target, logLevel: 'silent', ...devProxyHooks });
  const server = http.createServer((req, res) => {
    if (kind === 'serve') void proxyTo(target, req, res);
    else dev(req as Parameters<typeof dev>[0], res as Parameters<typeof dev>[1], () => undefined) as unknown;
  });
  const origin = await listen(server);
  return {
    origin,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** One request over `agent` (keep-alive: the next one goes over the same connection); its status and body. */
function send(origin: string, agent: http.Agent, options: { method?: string; path?: string; body?: Buffer; chunked?: boolean } = {}): Promise<{ status: number; type: string; text: string }> {
  return new Promise((resolve, reject) => {
    const body = options.body;
    const request = http.request(
      `${origin}${options.path ?? '/api/things'}`,
      { method: options.method ?? 'GET', agent, headers: body && !options.chunked ? { 'content-type': 'application/json', 'content-length': body.length } : { 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), text }));
        res.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe.each(kinds)('the /api proxy of %s (issue #47 §4)', (kind) => {
  it('ends the browser’s event stream when the API process dies mid-stream', async () => {
    const sockets = new Set<import('node:net').Socket>();
    const upstream = http.createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('retry: 3000\n: connected\n\nid: 1\n\n');
    });
    upstream.on('connection', (socket) => sockets.add(socket));
    const proxy = await proxyFor(await listen(upstream), kind);
    try {
      let guard: ReturnType<typeof setTimeout> | undefined;
      const ended = await new Promise<string>((resolve, reject) => {
        http.get(`${proxy.origin}/api/notifications/stream`, (res) => {
          res.once('data', () => {
            // The service is killed: its sockets close without a proper end of the chunked body.
            for (const socket of sockets) socket.destroy();
          });
          res.on('end', () => resolve('end'));
          res.on('error', () => resolve('broken'));
          res.on('close', () => resolve('closed'));
        }).on('error', reject);
        guard = setTimeout(() => resolve('still open'), 2000);
      });
      clearTimeout(guard);
      expect(ended).not.toBe('still open');
    } finally {
      await proxy.close();
      upstream.close();
    }
  });
});

describe.each(kinds)('the /api proxy of %s: bodies over the limit (issue #47 §7)', (kind) => {
  let service: FastifyInstance;
  let proxy: Awaited<ReturnType<typeof proxyFor>>;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  beforeAll(async () => {
    // Like the service: Fastify with its body limit, a too-large body answered with its JSON message.
    service = Fastify({ bodyLimit: API_BODY_LIMIT });
    service.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
      void reply.code(error.statusCode ?? 500).send(error.statusCode === 413 ? TOO_LARGE : { message: 'failed' });
    });
    service.get('/api/things', () => ({ ok: true }));
    service.post('/api/things', () => ({ ok: true }));
    await service.listen({ port: 0, host: '127.0.0.1' });
    proxy = await proxyFor(`http://127.0.0.1:${(service.server.address() as AddressInfo).port}`, kind);
  });
  afterAll(async () => {
    agent.destroy();
    await proxy.close();
    await service.close();
  });

  const tooLarge = Buffer.from(JSON.stringify({ text: 'x'.repeat(10 * 1024 * 1024) }));

  it.each([
    ['declared by its length', false],
    ['sent in chunks', true],
  ])('a 10 MB body %s gets 413 with the JSON message, and the next request on the connection is answered', async (_name, chunked) => {
    const refused = await send(proxy.origin, agent, { method: 'POST', body: tooLarge, chunked });
    expect(refused.status).toBe(413);
    expect(refused.type).toMatch(/^application\/json/);
    expect(JSON.parse(refused.text)).toEqual(TOO_LARGE);
    const next = await send(proxy.origin, agent, { method: 'POST', body: Buffer.from('{"a":1}') });
    expect(next.status).toBe(200);
    expect(await send(proxy.origin, agent)).toMatchObject({ status: 200 });
  });

  it('passes a body within the limit through', async () => {
    expect(await send(proxy.origin, agent, { method: 'POST', body: Buffer.from(JSON.stringify({ text: 'x'.repeat(60 * 1024) })) })).toMatchObject({ status: 200 });
  });
});
