/**
 * The /api proxy of `npm run serve` (scripts/serve.ts, through the mock API's handler): a request passes to the API
 * service as it is, streams (SSE) included. Issue #47: the browser's response ends when the upstream's does, or
 * breaks when it breaks (the API process died: the stream sees the end and reconnects, ADR 0162); a body over the
 * service's limit gets the service's 413 JSON, and the browser's connection stays usable for the next request.
 */
import http from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import { API_BODY_LIMIT, ERROR_TEXTS } from '../src/shared/contract/errors.ts';
/** What the service answers a body over its limit with (and nginx, scripts/serving/nginx.ts). */
export const TOO_LARGE = { message: ERROR_TEXTS.tooLarge } as const;

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * Reads and drops what is left of the request's body once the answer is sent, so the browser can finish its upload,
 * read the answer and send its next request on the same connection.
 */
function drain(req: IncomingMessage): void {
  req.unpipe();
  if (!req.readableEnded) req.resume();
}

/** Passes a request through to the API service (http://127.0.0.1:port) and its answer back. */
export function proxyTo(target: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    res.on('close', () => resolve());
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > API_BODY_LIMIT) {
      json(res, 413, TOO_LARGE);
      drain(req);
      return;
    }
    let sent = 0;
    req.on('data', (chunk: Buffer) => {
      sent += chunk.length;
    });
    const upstream = http.request(new URL(req.url ?? '/', target), { method: req.method, headers: { ...req.headers, host: new URL(target).host } }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      // An answer that breaks (the service died mid-stream) breaks the browser's response too, instead of leaving
      // it open; one that ends ends it.
      pipeline(answer, res, (error) => {
        if (error) res.destroy();
      });
      // Answered before the whole body arrived (a 413 from the service): the rest is read and dropped.
      res.on('finish', () => drain(req));
    });
    upstream.on('error', () => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      // The service closed the connection while the body was still coming (it refused a body over its limit).
      if (sent > API_BODY_LIMIT) json(res, 413, TOO_LARGE);
      else json(res, 502, { message: 'The API service is not answering.' });
      drain(req);
    });
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });
}

/** The bytes of each request's body seen so far (the dev server's proxy: a refused upload is told from a dead service). */
const bodyBytes = new WeakMap<IncomingMessage, number>();

/**
 * The same rules for the webpack dev server's proxy (`npm start`, http-proxy-middleware 2 over http-proxy, which pipes
 * the answer without ending the browser's response when it breaks, and answers a refused upload with a text 500).
 */
export const devProxyHooks = {
  onProxyReq(_proxyReq: http.ClientRequest, req: IncomingMessage): void {
    bodyBytes.set(req, 0);
    req.on('data', (chunk: Buffer) => bodyBytes.set(req, (bodyBytes.get(req) ?? 0) + chunk.length));
  },
  onProxyRes(proxyRes: IncomingMessage, req: IncomingMessage, res: ServerResponse): void {
    const broken = () => {
      if (!proxyRes.complete) res.destroy();
    };
    proxyRes.on('aborted', broken);
    proxyRes.on('error', broken);
    proxyRes.on('close', broken);
    res.on('finish', () => drain(req));
  },
  onError(_error: Error, req: IncomingMessage, res: ServerResponse | import('node:net').Socket): void {
    if (!('writeHead' in res)) {
      res.destroy();
      return;
    }
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const tooLarge = Number(req.headers['content-length'] ?? 0) > API_BODY_LIMIT || (bodyBytes.get(req) ?? 0) > API_BODY_LIMIT;
    if (tooLarge) json(res, 413, TOO_LARGE);
    else json(res, 502, { message: 'The API service is not answering.' });
    drain(req);
  },
};
