import { useAddParticipationMutation, useRemoveParticipationMutation } from '@/shared/api/cart';
import type { Presentation } from '@/shared/api/presentations';
import { alreadyReported, errorMessage } from '@/shared/api-error';
import { t } from '@/shared/i18n';
import { toast } from '@/shared/toast';

/** Adding a presentation, with its busy state and the toasts docs/product.md#fixed-messages asks for (the server's detail on a refusal). */
export function useAddToCart() {
  const [add, { isLoading }] = useAddParticipationMutation();
  const addToCart = (presentation: Presentation) =>
    add(presentation)
      .unwrap()
      .then(
        () => toast.success(t('cart.added')),
        (err: unknown) => void (alreadyReported(err) || toast.error(errorMessage(err))),
      );
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
