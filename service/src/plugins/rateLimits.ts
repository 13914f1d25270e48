import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ERROR_TEXTS } from '../../../src/shared/contract/errors.ts';
import { ApiProblem } from './errors.ts';

/** How much one token and one address may ask of the API per window, and how many event streams one person keeps open. */
export interface RateLimits {
  /** Requests per window carrying one bearer token (one person's tab, or a script with their token). */
  perToken: number;
  /** Requests per window from one address (many people may share one: an office behind one NAT). */
  perAddress: number;
  windowMs: number;
  /** Open notification streams per person; opening one more closes their oldest. */
  streamsPerPerson: number;
}

/**
 * The defaults: a person's portal asks a few requests a second at its busiest (a page's reads, a burst of decisions),
 * so 300 in 10 s per token leaves room tenfold; 3,000 in 10 s per address for a shared office. Five streams: a
 * person's tabs and devices.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = { perToken: 300, perAddress: 3000, windowMs: 10_000, streamsPerPerson: 5 };

const bearerOf = (authorization: string | undefined) => /^bearer[ \t]+(\S+)/i.exec(authorization ?? '')?.[1];

/**
 * Rate limits on the API (@fastify/rate-limit, in memory, per instance): every request counts against its address,
 * and one that carries a bearer token against that token too, before the token is verified (a flood of forged tokens
 * is stopped by its address, not by a signature check per request). Past a limit: 429 with Retry-After.
 */
async function rateLimits(app: FastifyInstance, { limits }: { limits: RateLimits }): Promise<void> {
  await app.register(rateLimit, { global: false });
  const byAddress = app.createRateLimit({ keyGenerator: (request) => `address:${request.ip}`, max: limits.perAddress, timeWindow: limits.windowMs });
  const byToken = app.createRateLimit({
    keyGenerator: (request) => `token:${createHash('sha256').update(bearerOf(request.headers.authorization) ?? '').digest('base64url').slice(0, 22)}`,
    max: limits.perToken,
    timeWindow: limits.windowMs,
  });
  app.addHook('onRequest', async (request, reply) => {
    const checks = bearerOf(request.headers.authorization) ? [byAddress, byToken] : [byAddress];
    for (const check of checks) {
      const limit = await check(request);
      if (!limit.isAllowed && limit.isExceeded) {
        request.log.warn({ limit: limit.key.split(':')[0], max: limit.max }, 'rate limited');
        reply.header('retry-after', String(Math.max(1, limit.ttlInSeconds)));
        throw new ApiProblem(429, ERROR_TEXTS.tooMany);
      }
    }
  });
}

export default fp(rateLimits, { name: 'rate-limits' });
