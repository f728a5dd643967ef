// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/preact';
import { SAVED_AT_HEADER } from '../offline-cache-rules';
import { noteAnswer } from '../offline-copy';
import { ErrorState } from './ErrorState';
import { OfflineNote } from './OfflineNote';

afterEach(() => {
  cleanup();
  noteAnswer({}); // a fresh answer: back online
});

describe('OfflineNote', () => {
  it('says the page shows saved copies', () => {
    noteAnswer({ [SAVED_AT_HEADER]: new Date().toISOString() });
    render(<OfflineNote />);
    expect(screen.getByTestId('offline-note')).toBeTruthy();
  });

  it("gives way to a page's failure: one message, not 'shown as of' above 'could not load'", () => {
    noteAnswer({ [SAVED_AT_HEADER]: new Date().toISOString() });
    const { rerender } = render(
      <>
        <OfflineNote />
        <ErrorState message="x" />
      </>,
    );
    expect(screen.queryByTestId('offline-note')).toBeNull();
    // The failure retried away: the note is back for the saved copies.
    rerender(<OfflineNote />);
    expect(screen.getByTestId('offline-note')).toBeTruthy();
  });

  it("stays above a section's failure, for the saved rest of the page", () => {
    noteAnswer({ [SAVED_AT_HEADER]: new Date().toISOString() });
    render(
      <>
        <OfflineNote />
        <ErrorState section message="x" />
      </>,
    );
    expect(screen.getByTestId('offline-note')).toBeTruthy();
  });
});
