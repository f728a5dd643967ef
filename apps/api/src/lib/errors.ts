import type { ErrorCode } from '@fest/contract';
import { commonTexts } from './texts';

/**
 * Runs `make` with no stack trace captured by the errors it constructs. For expected refusals, which
 * are answered and never logged with a stack: a registration rush makes hundreds of them a second, and
 * capturing each one's (deep, async) stack cost about 1% of the rush's CPU (docs/performance.md).
 */
export function withoutStack<T>(make: () => T): T {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return make();
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/** An expected failure, answered with the contract's error shape. A 4xx carries no stack (withoutStack). */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: ErrorCode;
  readonly detail: string;
  readonly errors?: Record<string, string[]>;
  readonly headers?: Record<string, string>;
  /** More fields of the error body that the contract names for this code (TIME_CLASH: clashes_with). */
  readonly extra?: Record<string, unknown>;

  constructor(
    statusCode: number,
    code: ErrorCode,
    detail: string,
    errors?: Record<string, string[]>,
    headers?: Record<string, string>,
    extra?: Record<string, unknown>,
  ) {
    const limit = Error.stackTraceLimit;
    if (statusCode < 500) Error.stackTraceLimit = 0;
    super(detail);
    Error.stackTraceLimit = limit;
    this.statusCode = statusCode;
    this.code = code;
    this.detail = detail;
    this.errors = errors;
    this.headers = headers;
    this.extra = extra;
  }
}

export const notFound = (detail: string = commonTexts.notFound, code: ErrorCode = 'NOT_FOUND') => new AppError(404, code, detail);

export const validationError = (errors: Record<string, string[]>, detail: string = commonTexts.invalidInput) =>
  new AppError(400, 'VALIDATION_ERROR', detail, errors);

export const badRequest = (code: ErrorCode, detail: string) => new AppError(400, code, detail);
