import { createAction, type Reducer, type UnknownAction } from '@reduxjs/toolkit';
import { api } from '@/shared/api/base-api';

/**
 * Every page asks afresh when it mounts (refetchOnMountOrArgChange in shared/api/base-api.ts). A
 * page the server rendered arrives with answers that were current when it was sent, so while the
 * visitor stays on it, mounting reads them as they are (no second request, no spinner). The
 * exception ends (`hydrationEnded`) at the first navigation away, or at once for a signed-in visitor,
 * whose own answers (a bought session's link) the anonymous page does not hold.
 */
export const hydrationStarted = createAction('app/hydrationStarted');
export const hydrationEnded = createAction('app/hydrationEnded');

type ApiState = ReturnType<typeof api.reducer>;
/** The API's own setting, from its initial state. */
const apiDefaultRefetch = api.reducer(undefined, { type: '@@init' }).config.refetchOnMountOrArgChange;

/** The api slice's reducer, with the hydrated page's exception above. */
export const apiReducer: Reducer<ApiState, UnknownAction> = (state, action) => {
  const next = api.reducer(state, action);
  if (hydrationStarted.match(action)) return { ...next, config: { ...next.config, refetchOnMountOrArgChange: false } };
  if (hydrationEnded.match(action) && next.config.refetchOnMountOrArgChange !== apiDefaultRefetch) {
    return { ...next, config: { ...next.config, refetchOnMountOrArgChange: apiDefaultRefetch } };
  }
  return next;
};
