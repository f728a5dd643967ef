import { useEffect, useMemo } from 'react';
import { useGetUserQuery } from '@/shared/api/users';
import type { CartItem } from '@/shared/api/cart';
import { useCart, useSession } from '@/shared/store/session';
import { readTickets, saveTickets } from './ticket-cache';

export type RegistrationsView =
  | { state: 'loading' }
  | { state: 'failed'; retry: () => void }
  | { state: 'loaded'; items: CartItem[]; holder: string; offline: boolean; inCompetition: boolean };

/**
 * The visitor's cart for "my workshops" and the ticket page, and the name printed on the tickets.
 * Each answer with tickets is saved (ticket-cache.ts); while the cart cannot be loaded (offline, or
 * still retrying) the saved copy is shown instead, marked `offline`.
 */
export function useRegistrations(): RegistrationsView {
  const cart = useCart();
  const { phoneNumber } = useSession();
  const user = useGetUserQuery(phoneNumber ?? '', { skip: !phoneNumber });
  const holder = user.data ? `${user.data.first_name} ${user.data.last_name}`.trim() : '';
  const saved = useMemo(() => (phoneNumber ? readTickets(phoneNumber) : null), [phoneNumber]);

  useEffect(() => {
    if (phoneNumber && cart.items && (holder || !saved?.holder)) saveTickets(phoneNumber, { holder: holder || saved?.holder || '', items: cart.items });
  }, [phoneNumber, cart.items, holder, saved]);

  // Signed up for the competition (the User's flag): shown among the tickets while it is known.
  const inCompetition = user.data?.is_signed_up_for_competition === true;
  if (cart.items) return { state: 'loaded', items: cart.items, holder: holder || saved?.holder || '', offline: false, inCompetition };
  if (saved && (cart.isError || cart.isLoading || cart.isFetching)) {
    // While the cart is still being retried, a browser that knows it is offline says so at once.
    const offline = cart.isError || (typeof navigator !== 'undefined' && navigator.onLine === false);
    return { state: 'loaded', items: saved.items, holder: saved.holder, offline, inCompetition };
  }
  if (cart.isError) return { state: 'failed', retry: () => void cart.refetch() };
  return { state: 'loading' };
}
