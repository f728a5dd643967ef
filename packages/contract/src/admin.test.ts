import { describe, expect, it } from 'vitest';
import { adminListQuerySchema, timeRangeQuerySchema } from './admin';

describe('admin list query', () => {
  it('defaults to page 1 of 50 and counts a page size above 200 as 200', () => {
    expect(adminListQuerySchema.parse({})).toEqual({ page: 1, page_size: 50 });
    expect(adminListQuerySchema.parse({ page: '3', page_size: '999' })).toEqual({ page: 3, page_size: 200 });
  });

  it('refuses page 0 and an ordering that is not a field name', () => {
    expect(adminListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(adminListQuerySchema.safeParse({ ordering: 'a,b' }).success).toBe(false);
    expect(adminListQuerySchema.parse({ ordering: '-created_at' }).ordering).toBe('-created_at');
  });
});

describe('time range query', () => {
  it('takes Tehran days and ISO times, and refuses days that do not exist', () => {
    expect(timeRangeQuerySchema.safeParse({ from: '2026-05-01', to: '2026-05-01T10:00:00Z' }).success).toBe(true);
    expect(timeRangeQuerySchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(timeRangeQuerySchema.safeParse({ to: 'yesterday' }).success).toBe(false);
  });
});
