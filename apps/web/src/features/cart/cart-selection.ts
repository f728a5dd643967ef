/**
 * The buyer's choices that only the browser knows (accessories ticked, coupon typed) are kept in
 * localStorage, one entry per signed-in phone: paying means leaving for the bank's page, and a
 * buyer who cancels there and comes back, reloads the checkout or opens the cart in another tab
 * should find the cart as they left it (open tabs follow along through the storage event, see
 * use-stored-selection.ts). Another visitor signing in on the same browser has an entry of their
 * own, and logging out removes it. The server never trusts it (pay_all checks everything again).
 */
export interface CartSelection {
  selectedAccessories: number[];
  couponCode: string;
}

/** The storage key of a visitor's choices. */
export const selectionKey = (phone: string) => `fest.cart.selection:${phone}`;
const empty: CartSelection = { selectedAccessories: [], couponCode: '' };

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function localStore(): KeyValueStore | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled by the browser's settings
  }
}

/** What was saved, or nothing chosen; anything malformed counts as nothing. */
export function readSelection(phone: string, store: KeyValueStore | null = localStore()): CartSelection {
  try {
    const raw: unknown = JSON.parse(store?.getItem(selectionKey(phone)) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return empty;
    const { selectedAccessories, couponCode } = raw as Partial<Record<keyof CartSelection, unknown>>;
    return {
      selectedAccessories: Array.isArray(selectedAccessories)
        ? selectedAccessories.filter((id): id is number => Number.isInteger(id) && (id as number) > 0)
        : [],
      couponCode: typeof couponCode === 'string' ? couponCode.trim().slice(0, 64) : '',
    };
  } catch {
    return empty;
  }
}

export function writeSelection(phone: string, selection: CartSelection, store: KeyValueStore | null = localStore()): void {
  try {
    if (selection.selectedAccessories.length === 0 && selection.couponCode === '') store?.removeItem(selectionKey(phone));
    else store?.setItem(selectionKey(phone), JSON.stringify(selection));
  } catch {
    // Full or disabled storage: the choices just don't survive a reload.
  }
}
