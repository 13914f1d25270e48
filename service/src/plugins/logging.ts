import { randomUUID } from 'node:crypto';
import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** Where the lines go instead of stdout (a test reads them). */
export interface LogStream {
  write(line: string): void;
}

/**
 * Fastify's logger (pino) as the service runs it: JSON lines on stdout from `level` up, each request with its id
 * (the caller's X-Request-Id when it sends a sane one, else a new one, echoed back), and never a token, a cookie or a
 * body: the request is logged as method, path and id only, and the redaction below removes the credentials from
 * anything else that would carry them. `false`: no log (the tests).
 */
export function loggerOptions(level: LogLevel | false, stream?: LogStream): Pick<FastifyServerOptions, 'logger' | 'logController' | 'genReqId'> {
  if (level === false) return { logger: false };
  return {
    logger: {
      level,
      ...(stream ? { stream } : {}),
      redact: { paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'headers.cookie', 'body', 'req.body'], censor: '[redacted]' },
      serializers: {
        err: safeError,
        req: (req: { method: string; url: string; id: string }) => ({ method: req.method, path: req.url.split('?')[0], id: req.id }),
      },
    },
    // One line per request, written when it is answered, instead of Fastify's two.
    logController: new OneLinePerRequest({ requestIdLogLabel: 'requestId' }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w.:-]{1,64}$/.test(given) ? given : randomUUID();
    },
  };
}

/**
 * An error as the log keeps it: its type, code, message and stack, and its cause's, but never the values a failed
 * query was sent with (the query layer puts them in `params` and at the end of its message: a person's e-mail, a
 * note they wrote).
 */
interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

function safeError(error: unknown): LoggedError {
  if (typeof error !== 'object' || error === null) return { type: typeof error, message: String(error), stack: '' };
  const { name, code, message, stack, cause } = error as { name?: unknown; code?: unknown; message?: unknown; stack?: unknown; cause?: unknown };
  const withoutParams = (text: unknown) => (typeof text === 'string' ? text.replace(/\nparams:[\s\S]*?(?=\n {4}at |$)/, '\nparams: [not logged]') : '');
  return {
    type: error.constructor.name || (typeof name === 'string' ? name : 'Error'),
    ...(code !== undefined ? { code } : {}),
    message: withoutParams(message),
    stack: withoutParams(stack),
    ...(cause !== undefined && cause !== error ? { cause: safeError(cause) } : {}),
  };
}

/**
 * One line per answered request: its id, method, path (without the query string, which may hold a search for a
 * person's name), the contract operation, the status and how long it took; a server error's line is an error.
 * Server errors are also logged where they happen (errors.ts) with their stack; refused tokens by the auth hook.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {
    // The answer's line says it all.
  }

  override requestCompleted(_error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, path: request.url.split('?')[0], operation: request.routeOptions.config.operation, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (reply.statusCode >= 500) request.log.error(line, 'answered');
    else request.log.info(line, 'answered');
  }
}
