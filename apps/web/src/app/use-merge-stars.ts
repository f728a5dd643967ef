import { useEffect } from 'react';
import { localStarsSnapshot } from '@/shared/local-stars';
import { useAppDispatch } from '@/shared/store/hooks';
import { useSession } from '@/shared/store/session';

/**
 * When someone signs in (or arrives signed in) with stars kept in this browser from before, those
 * stars go into their account's agenda. The merge code loads only when there is something to merge.
 */
export function useMergeLocalStars(): void {
  const { isAuthenticated } = useSession();
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!isAuthenticated || localStarsSnapshot().length === 0) return;
    void import('@/shared/stars').then(({ mergeLocalStars }) => mergeLocalStars(dispatch));
  }, [isAuthenticated, dispatch]);
}
