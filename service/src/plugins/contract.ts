import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type * as z from 'zod/mini';
import { dropUnknownKeys, fieldMessages } from '../../../src/shared/contract/body.ts';
import { API_OPERATIONS } from '../../../src/shared/contract/operations.ts';
import type { ApiOperationName } from '../../../src/shared/contract/operations.ts';
import type { FileAnswer, HeaderedAnswer, Operation } from '../../../src/shared/contract/operation.ts';
import { fileHeaders } from '../../../src/shared/payroll/csv.ts';
import { change } from '../db/client.ts';
import type { Queryable } from '../db/client.ts';
import type { Caller } from './auth.ts';
import { ApiProblem, badRequest, SERVER_ERROR } from './errors.ts';

/** What an operation's handler is given: who calls, the path's parameters, the body and query string as the contract read them. */
export interface Input {
  caller: Caller;
  params: Record<string, string>;
  body: unknown;
  /** The query string, read by the operation's `query` schema ({} when it reads none). */
  query: Record<string, unknown>;
}

/** An operation's work, inside the request's transaction (or, for a one-statement change, on the database itself). */
export type Handler = (tx: Queryable, input: Input) => Promise<unknown>;

/** Every operation answered as JSON or a file; the notification stream is a route module of its own (routes/notifications/stream.ts). */
export type OperationName = Exclude<ApiOperationName, 'streamNotifications'>;

export interface OperationOptions {
  /** A change that is one statement, atomic by itself (ADR 0142): run without a transaction block. */
  oneStatement?: boolean;
  /** A read that first writes what is owed (a balance's accruals, ADR 0169): run in one transaction, like a change. */
  settles?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Registers the contract's operation `name` (method, path, roles, schemas) with its handler. */
    operation(name: OperationName, handler: Handler, options?: OperationOptions): void;
    /** Registers a resource's handlers, each under its operation's name. */
    operations(handlers: Partial<Record<OperationName, Handler>>, options?: Partial<Record<OperationName, OperationOptions>>): void;
  }
  interface FastifyContextConfig {
    operation?: string;
    contract?: Operation;
  }
}

const toRoute = (path: string) => path.replace(/\{(\w+)\}/g, ':$1');

/** What a text holding a NUL character is told: PostgreSQL cannot store one in text, so it is refused before it gets there. */
export const NUL_TEXT = 'Remove the NUL character (\\u0000): text cannot hold it.';

/** Where in `value` (a parsed body, a query string, path parameters) a string holds a NUL character, by dotted path. */
function nulFields(value: unknown, at = ''): Record<string, string> {
  if (typeof value === 'string') return value.includes('\u0000') ? { [at || 'body']: NUL_TEXT } : {};
  if (typeof value !== 'object' || value === null) return {};
  const found: Record<string, string> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) found[at ? `${at}.${key}` : key] = NUL_TEXT;
    Object.assign(found, nulFields(item, at ? `${at}.${key}` : key));
  }
  return found;
}

/** A 400 naming each field with a NUL character, or null when there is none. */
export function nulProblem(value: unknown): ApiProblem | null {
  const fields = nulFields(value);
  const [first] = Object.keys(fields);
  return first === undefined ? null : badRequest(`${first}: ${NUL_TEXT}`, fields);
}

/**
 * Reads a body or query string against its contract schema, dropping fields the contract does not know (at any
 * depth) instead of refusing them (issue #25 §9); any other problem is a 400 with a message per field.
 */
export const contractValidator: FastifySchemaCompiler<z.ZodMiniType> =
  ({ schema }) =>
  (data: unknown) => {
    // Fastify hands an absent body over as null.
    const raw = data === null ? undefined : data;
    const nul = nulProblem(raw);
    if (nul) return { error: nul };
    const result = schema.safeParse(dropUnknownKeys(schema, raw));
    if (result.success) return { value: result.data };
    const fields = fieldMessages(result.error);
    const [first] = Object.entries(fields);
    return { error: badRequest(first ? `${first[0]}: ${first[1]}` : 'Invalid request.', fields) };
  };

/** Fastify serialises each success answer as JSON after checking it against the contract's response schema. */
const contractSerializer: FastifySerializerCompiler<z.ZodMiniType> =
  ({ schema, method, url }) =>
  (data: unknown) => {
    const checked = schema.safeParse(data);
    if (!checked.success) throw new ContractBreach(`${method} ${url}: the response does not match the contract`, checked.error.issues);
    return JSON.stringify(data);
  };

/** An answer that does not match the contract: a server error, logged with its issues. */
export class ContractBreach extends Error {
  readonly statusCode = 500;
  constructor(
    message: string,
    readonly issues: unknown,
  ) {
    super(message);
  }
}

function splitAnswer(contract: Operation, answer: unknown): { content: unknown; file: FileAnswer | null; headers: Record<string, string> } {
  if (contract.produces) {
    const file = answer as FileAnswer;
    if (contract.response && !contract.response.safeParse(file.content).success) throw new ContractBreach('the file does not match the contract', []);
    return { content: file.content, file, headers: {} };
  }
  if (contract.responseHeaders) {
    const headered = answer as HeaderedAnswer;
    // Each header the contract names, present and of its schema (ADR 0151).
    for (const [header, { schema }] of Object.entries(contract.responseHeaders)) {
      if (!schema.safeParse(headered.headers[header]).success) throw new ContractBreach(`the ${header} header does not match the contract`, []);
    }
    return { content: headered.content, file: null, headers: headered.headers };
  }
  return { content: answer, file: null, headers: {} };
}

/**
 * The contract, registered: each operation of src/shared/contract becomes a route with its method, path, body and
 * query schemas (validated by `contractValidator`), its success schema (checked as Fastify serialises), and its
 * handler run in one transaction with the idempotency plugin's replay and record. Roles, the caller and
 * idempotency keys are the hooks' (auth.ts, roles.ts, idempotency.ts). At start the service refuses to serve if an
 * operation of the contract has no route.
 */
function contract(app: FastifyInstance, _options: unknown, done: (error?: Error) => void): void {
  app.setValidatorCompiler(contractValidator);
  app.setSerializerCompiler(contractSerializer);
  const registered = new Set<string>();
  // Path parameters are text too (`/projects/%00`): refused like a body's.
  app.addHook('preValidation', (request, _reply, next) => {
    next(nulProblem(request.params) ?? undefined);
  });

  const run = (name: OperationName, operation: Operation, handler: Handler, alone: boolean) =>
    async function answer(request: FastifyRequest, reply: FastifyReply) {
      const caller = request.caller;
      if (!caller) throw new ApiProblem(500, SERVER_ERROR);
      const input: Input = { caller, params: { ...(request.params as Record<string, string>) }, body: request.body, query: operation.query ? (request.query as Record<string, unknown>) : {} };
      const { status, content, file, headers } = await change(
        app.database,
        async (tx) => {
          const replayed = await app.idempotency.replayed(tx, request, name, input);
          if (replayed) return { status: replayed.status, content: replayed.body, file: null, headers: {} };
          const answered = splitAnswer(operation, await handler(tx, input));
          await app.idempotency.record(tx, request, name, input, operation.status, answered.content);
          return { status: operation.status, ...answered };
        },
        { alone },
      );
      reply.header('cache-control', 'no-store').headers(headers);
      if (file) return reply.code(status).headers(fileHeaders(file.fileName)).send(content);
      if (status === 204) return reply.code(204).send();
      return reply.code(status).send(content);
    };

  app.decorate('operation', function operation(this: FastifyInstance, name: OperationName, handler: Handler, options: OperationOptions = {}) {
    const contract: Operation = API_OPERATIONS[name];
    registered.add(name);
    // A read is one query or a few; a file export writes its audit row, so it is a change (one transaction).
    const alone = (contract.method === 'GET' && !contract.produces && options.settles !== true) || (options.oneStatement === true && !contract.idempotent);
    this.withTypeProvider<ZodTypeProvider>().route({
      method: contract.method,
      url: toRoute(contract.path),
      schema: {
        ...(contract.body ? { body: contract.body } : {}),
        ...(contract.query ? { querystring: contract.query } : {}),
        ...(contract.response && !contract.produces ? { response: { [contract.status]: contract.response } } : {}),
      },
      config: { operation: name, contract },
      handler: run(name, contract, handler, alone),
    });
  });
  app.decorate('operations', function operations(this: FastifyInstance, handlers: Partial<Record<OperationName, Handler>>, options: Partial<Record<OperationName, OperationOptions>> = {}) {
    for (const [name, handler] of Object.entries(handlers) as [OperationName, Handler][]) this.operation(name, handler, options[name]);
  });

  app.addHook('onReady', (ready) => {
    const missing = Object.keys(API_OPERATIONS).filter((name) => name !== 'streamNotifications' && !registered.has(name));
    ready(missing.length ? new Error(`The contract's operations ${missing.join(', ')} have no route`) : undefined);
  });
  done();
}

export default fp(contract, { name: 'contract', dependencies: ['database', 'idempotency'] });
