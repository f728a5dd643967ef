import { useEffect } from 'react';
import { useAppDispatch } from '@/shared/store/hooks';
import { useSession } from '@/shared/store/session';
import { readSelection, selectionKey } from './cart-selection';
import { selectionRestored } from './cart-slice';

/**
 * The cart pages show the accessories and coupon this visitor chose, wherever they chose them: read
 * from the browser when the cart opens, and again whenever another tab changes them (the storage
 * event fires in every other tab of the same origin, never in the one that wrote).
 */
export function useStoredSelection(): void {
  const dispatch = useAppDispatch();
  const { phoneNumber: phone } = useSession();
  useEffect(() => {
    if (!phone) return;
    dispatch(selectionRestored(readSelection(phone)));
    const onStorage = (event: StorageEvent) => {
      // key null: the whole storage was cleared.
      if (event.key === null || event.key === selectionKey(phone)) dispatch(selectionRestored(readSelection(phone)));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch, phone]);
}
