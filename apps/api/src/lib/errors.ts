import type { ErrorCode } from '@fest/contract';

/** An expected failure, answered with the contract's error shape. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: ErrorCode,
    public readonly detail: string,
    public readonly errors?: Record<string, string[]>,
    public readonly headers?: Record<string, string>,
    /** More fields of the error body that the contract names for this code (TIME_CLASH: clashes_with). */
    public readonly extra?: Record<string, unknown>,
  ) {
    super(detail);
  }
}

export const notFound = (detail = 'یافت نشد.', code: ErrorCode = 'NOT_FOUND') => new AppError(404, code, detail);

export const validationError = (errors: Record<string, string[]>, detail = 'اطلاعات وارد شده معتبر نیست.') =>
  new AppError(400, 'VALIDATION_ERROR', detail, errors);

export const badRequest = (code: ErrorCode, detail: string) => new AppError(400, code, detail);
