import type { ApiStatus } from '../../src/shared/contract/operation.ts';

/** An answer other than success: the status and the ApiError body (src/shared/contract/errors.ts). */
export class ApiProblem extends Error {
  constructor(
    readonly status: Exclude<ApiStatus, 200 | 201 | 204> | 500,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new ApiProblem(404, message);
export const conflict = (message: string) => new ApiProblem(409, message);
export const invalid = (message: string, fields?: Record<string, string>) => new ApiProblem(422, message, fields);
export const badRequest = (message: string, fields?: Record<string, string>) => new ApiProblem(400, message, fields);
export const forbidden = (message: string) => new ApiProblem(403, message);
