import { useEffect } from 'react';
import { api } from '@/shared/api/base-api';
import { useAppDispatch } from '@/shared/store/hooks';

/**
 * Asks for the competition's seats and the user's flag again when the visitor comes back to the
 * tab (focus, or the page becoming visible): they may have signed up in another tab, or the seats
 * may have gone meanwhile. RTK Query's own refetchOnFocus needs listeners set up for the whole
 * store; this card is the one place where a stale answer sends the visitor to a refusal.
 */
export function useRefetchOnReturn(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const onReturn = () => {
      // A request already on its way for the same data is not sent twice (RTK Query skips it).
      if (document.visibilityState === 'visible') dispatch(api.util.invalidateTags(['Competition', 'User']));
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [dispatch]);
}
