// @vitest-environment happy-dom
import { renderHook, act } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { SAVED_AT_HEADER } from './offline-cache-rules';
import { noteAnswer, useSavedCopyTime } from './offline-copy';

const saved = (iso: string) => ({ [SAVED_AT_HEADER]: iso });

describe('the offline note: when the copies on screen were saved', () => {
  it('shows the oldest saved copy, and goes with the first fresh answer from the server', () => {
    const { result } = renderHook(() => useSavedCopyTime());
    expect(result.current).toBeNull();
    act(() => noteAnswer(saved('2027-02-16T08:30:00.000Z')));
    expect(result.current?.toISOString()).toBe('2027-02-16T08:30:00.000Z');
    // A newer copy does not make the page look newer than its oldest part.
    act(() => noteAnswer(saved('2027-02-16T09:00:00.000Z')));
    expect(result.current?.toISOString()).toBe('2027-02-16T08:30:00.000Z');
    act(() => noteAnswer(saved('2027-02-16T08:00:00.000Z')));
    expect(result.current?.toISOString()).toBe('2027-02-16T08:00:00.000Z');
    // Unreadable stamps are no saved copy; any answer without a stamp came from the server.
    act(() => noteAnswer({ 'content-type': 'application/json' }));
    expect(result.current).toBeNull();
    act(() => noteAnswer(saved('not a date')));
    expect(result.current).toBeNull();
  });
});
