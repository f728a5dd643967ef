import type { CartItem } from '@/shared/api/cart';

/**
 * The last tickets the signed-in visitor was shown, kept in localStorage per user, so that a ticket
 * seen once stays on screen when the hall's Wi-Fi fails (the cart cannot be fetched then). Only the
 * completed items are kept (with their ticket codes and the name printed on the ticket). Cleared on
 * logout (app/routes/offline-data.ts): the next person on this browser sees none of it.
 */
const PREFIX = 'fest.tickets.';

export interface SavedTickets {
  holder: string;
  items: CartItem[];
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage switched off (private mode in some browsers)
  }
}

export function saveTickets(phone: string, saved: SavedTickets): void {
  const items = saved.items.filter((item) => item.payment_state === 'COMPLETED' && item.ticket);
  try {
    storage()?.setItem(PREFIX + phone, JSON.stringify({ holder: saved.holder, items }));
  } catch {
    /* storage full: the tickets still show while online */
  }
}

export function readTickets(phone: string): SavedTickets | null {
  try {
    const raw = storage()?.getItem(PREFIX + phone);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as SavedTickets;
    return Array.isArray(parsed.items) ? parsed : null;
  } catch {
    return null;
  }
}

/** Every user's saved tickets go (logout). */
export function clearSavedTickets(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
}
