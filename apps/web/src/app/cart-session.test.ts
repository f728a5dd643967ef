// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { accessoryToggled, couponApplied, selectionRestored } from '@/features/cart/cart-slice';
import { loggedOut } from '@/shared/session-events';
import { signedIn } from './render-app';
import { makeStore } from './store';

/** The cart's choices in the browser (cart-selection.ts), as the store's listeners keep them. */
afterEach(() => localStorage.clear());

const phone = '09120000000';
const key = `fest.cart.selection:${phone}`;

describe('the choices kept in the browser', () => {
  it("are written by the buyer's acts, under the visitor's own key", () => {
    const store = makeStore(signedIn(phone));
    store.dispatch(accessoryToggled(2));
    store.dispatch(couponApplied(' LINUX20 '));
    expect(JSON.parse(localStorage.getItem(key)!)).toEqual({ selectedAccessories: [2], couponCode: 'LINUX20' });
  });

  it('are not overwritten by a tab that only read them', () => {
    localStorage.setItem(key, JSON.stringify({ selectedAccessories: [3], couponCode: '' }));
    const store = makeStore(signedIn(phone));
    store.dispatch(selectionRestored({ selectedAccessories: [], couponCode: '' }));
    expect(JSON.parse(localStorage.getItem(key)!)).toEqual({ selectedAccessories: [3], couponCode: '' });
  });

  it('go with logout', () => {
    const store = makeStore(signedIn(phone));
    store.dispatch(accessoryToggled(2));
    store.dispatch(loggedOut());
    expect(localStorage.getItem(key)).toBeNull();
  });
});
