import { useAddParticipationMutation, useRemoveParticipationMutation } from '@/shared/api/cart';
import type { Presentation } from '@/shared/api/presentations';
import { alreadyReported, errorMessage } from '@/shared/api-error';
import { t } from '@/shared/i18n';
import { useAppSelector } from '@/shared/store/hooks';
import { timeOverlap } from '@/shared/time-clash';
import { toast } from '@/shared/toast';
import { selectCartItems } from './cart-slice';
import { overlapNote } from './overlap-note';

/**
 * Adding a presentation, with its busy state and the toasts docs/product.md#fixed-messages asks for
 * (the server's detail on a refusal). One that overlaps something already in the cart goes in, and
 * the toast says with what.
 */
export function useAddToCart() {
  const [add, { isLoading }] = useAddParticipationMutation();
  const items = useAppSelector(selectCartItems);
  const addToCart = (presentation: Presentation) => {
    const overlap = timeOverlap(presentation, items);
    return add(presentation)
      .unwrap()
      .then(
        () =>
          overlap
            ? toast.warning(t('cart.addedWithOverlap', { note: overlapNote(presentation, overlap) }))
            : toast.success(t('cart.added')),
        (err: unknown) => void (alreadyReported(err) || toast.error(errorMessage(err))),
      );
  };
  return { addToCart, adding: isLoading };
}

/** Removing a cart item (by its cart item id), with its busy state and toasts. */
export function useRemoveFromCart() {
  const [remove, { isLoading }] = useRemoveParticipationMutation();
  const removeFromCart = (cartItemId: number) =>
    remove(cartItemId)
      .unwrap()
      .then(
        () => toast.success(t('cart.removed')),
        (err: unknown) => void (alreadyReported(err) || toast.error(errorMessage(err))),
      );
  return { removeFromCart, removing: isLoading };
}
