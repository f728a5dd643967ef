import { describe, expect, it } from 'vitest';
import {
  fetchPresentation,
  fetchPresentations,
  fetchPresenters,
  initialPresentationState,
  presentationReducer,
  type PresentationState,
} from './presentation-slice';
import { makePresentation } from './test-presentation';

const docker = makePresentation({ id: 1 });
const kernel = makePresentation({ id: 2, fa_title: 'کرنل' });
const withCurrent: PresentationState = { ...initialPresentationState, list: [docker], currentPresentation: docker };

describe('presentation slice', () => {
  it('starts with the spec fields empty', () => {
    expect(initialPresentationState).toMatchObject({
      list: [],
      currentPresentation: null,
      loading: false,
      loadedFirstTime: false,
      presenters: [],
      error: null,
    });
  });

  it('stores the list and remembers it has loaded once', () => {
    const loading = presentationReducer(initialPresentationState, fetchPresentations.pending('r1'));
    expect(loading.loading).toBe(true);
    const loaded = presentationReducer(loading, fetchPresentations.fulfilled([docker, kernel], 'r1'));
    expect(loaded).toMatchObject({ list: [docker, kernel], loading: false, loadedFirstTime: true });
  });

  it('keeps the failure for the page to show', () => {
    const state = presentationReducer(
      initialPresentationState,
      fetchPresentations.rejected(null, 'r1', undefined, { code: 'NETWORK_ERROR' }),
    );
    expect(state.error).toEqual({ code: 'NETWORK_ERROR' });
    expect(presentationReducer(state, fetchPresentations.pending('r2')).error).toBeNull();
  });

  it('clears the current presentation when loading one (spec 4)', () => {
    const state = presentationReducer(withCurrent, fetchPresentation.pending('r1', 2));
    expect(state.currentPresentation).toBeNull();
    expect(presentationReducer(state, fetchPresentation.fulfilled(kernel, 'r1', 2)).currentPresentation).toEqual(kernel);
  });

  it('clears the current presentation when loading the presenters (spec 4)', () => {
    const state = presentationReducer(withCurrent, fetchPresenters.pending('r1'));
    expect(state.currentPresentation).toBeNull();
    const loaded = presentationReducer(state, fetchPresenters.fulfilled([], 'r1'));
    expect(loaded.presentersLoaded).toBe(true);
  });

  it('ignores an older answer that arrives after a newer request', () => {
    let state = presentationReducer(initialPresentationState, fetchPresentation.pending('first', 1));
    state = presentationReducer(state, fetchPresentation.pending('second', 2));
    state = presentationReducer(state, fetchPresentation.fulfilled(kernel, 'second', 2));
    state = presentationReducer(state, fetchPresentation.fulfilled(docker, 'first', 1));
    expect(state.currentPresentation?.id).toBe(2);
  });

  it('records a 404 for the page and updates the list entry on success', () => {
    const missing = presentationReducer(
      presentationReducer(initialPresentationState, fetchPresentation.pending('r1', 9)),
      fetchPresentation.rejected(null, 'r1', 9, { code: 'NOT_FOUND', status: 404 }),
    );
    expect(missing.error).toMatchObject({ status: 404 });
    const fresher = { ...docker, remained_capacity: 3 };
    const updated = presentationReducer(
      presentationReducer(withCurrent, fetchPresentation.pending('r2', 1)),
      fetchPresentation.fulfilled(fresher, 'r2', 1),
    );
    expect(updated.list[0].remained_capacity).toBe(3);
  });
});
