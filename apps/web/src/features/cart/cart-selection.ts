/**
 * The buyer's choices that only the browser knows (accessories ticked, coupon typed) are kept in
 * sessionStorage: paying means leaving for the bank's page, and a buyer who cancels there and
 * comes back, or reloads the checkout, should find the cart as they left it. Per tab, and gone
 * when the tab closes; the server never trusts it (pay_all checks everything again).
 */
export interface CartSelection {
  selectedAccessories: number[];
  couponCode: string;
}

const KEY = 'fest.cart.selection';
const empty: CartSelection = { selectedAccessories: [], couponCode: '' };

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function sessionStore(): KeyValueStore | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled by the browser's settings
  }
}

/** What was saved, or nothing chosen; anything malformed counts as nothing. */
export function readSelection(store: KeyValueStore | null = sessionStore()): CartSelection {
  try {
    const raw: unknown = JSON.parse(store?.getItem(KEY) ?? 'null');
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

export function writeSelection(selection: CartSelection, store: KeyValueStore | null = sessionStore()): void {
  try {
    if (selection.selectedAccessories.length === 0 && selection.couponCode === '') store?.removeItem(KEY);
    else store?.setItem(KEY, JSON.stringify(selection));
  } catch {
    // Full or disabled storage: the choices just don't survive a reload.
  }
}
