import { describe, expect, it } from 'vitest';
import { AppError, badRequest, withoutStack } from '../../src/lib/errors';

const frames = (err: Error) => (err.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line)).length;

describe('expected refusals carry no stack', () => {
  it('a 4xx AppError has no frames; a 5xx keeps its stack for the log', () => {
    expect(frames(badRequest('CAPACITY_FULL', 'پر است.'))).toBe(0);
    expect(frames(new AppError(502, 'GATEWAY_ERROR', 'درگاه پاسخ نداد.'))).toBeGreaterThan(0);
  });

  it('withoutStack leaves the limit as it was, even when making the error throws', () => {
    const limit = Error.stackTraceLimit;
    expect(frames(withoutStack(() => new Error('refused')))).toBe(0);
    expect(() => withoutStack(() => { throw new Error('while making'); })).toThrow('while making');
    expect(Error.stackTraceLimit).toBe(limit);
    expect(frames(new Error('ordinary'))).toBeGreaterThan(0);
  });
});
