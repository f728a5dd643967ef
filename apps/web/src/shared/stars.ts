import { useCallback, useMemo } from 'react';
import { agendaApi, useGetAgendaQuery, useStarMutation, useUnstarMutation } from './api/agenda';
import { useBrowserValue } from './hydration';
import { clearLocalStars, localStarsSnapshot, setLocalStar, subscribeLocalStars } from './local-stars';
import type { AppDispatch } from './store/hooks';
import { useSession } from './store/session';

const noStars: readonly number[] = [];
// A page rendered by the server shows nobody's stars; this browser's appear once it is hydrated.
const noStarsYet = () => noStars;

/**
 * The visitor's stars wherever they are kept: the account's agenda when signed in (starred and
 * bought sessions), this browser's storage otherwise (local-stars.ts).
 */
export function useStars() {
  const { isAuthenticated } = useSession();
  const agenda = useGetAgendaQuery(undefined, { skip: !isAuthenticated });
  const local = useBrowserValue(subscribeLocalStars, localStarsSnapshot, noStarsYet);
  const [star] = useStarMutation();
  const [unstar] = useUnstarMutation();

  const ids = useMemo(
    () => new Set(isAuthenticated ? (agenda.data ?? []).map((entry) => entry.presentation) : local),
    [isAuthenticated, agenda.data, local],
  );
  const setStarred = useCallback(
    (id: number, starred: boolean) => {
      if (!isAuthenticated) setLocalStar(id, starred);
      else if (starred) void star(id);
      else void unstar(id);
    },
    [isAuthenticated, star, unstar],
  );
  return { ids, setStarred, loading: isAuthenticated && agenda.data === undefined };
}

/**
 * Puts the stars kept in this browser into the account that just signed in (PUT each: starring is
 * idempotent, so a merge interrupted and run again does no harm), then forgets those that went in.
 */
export async function mergeLocalStars(dispatch: AppDispatch): Promise<void> {
  const ids = localStarsSnapshot();
  if (ids.length === 0) return;
  const merged: number[] = [];
  for (const id of ids) {
    const result = await dispatch(agendaApi.endpoints.star.initiate(id));
    // A presentation that no longer exists (404) is dropped; any other failure keeps it for the next sign-in.
    if (!('error' in result) || (result.error as { status?: number }).status === 404) merged.push(id);
  }
  clearLocalStars(merged);
}
