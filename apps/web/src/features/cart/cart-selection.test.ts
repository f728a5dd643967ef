import { describe, expect, it } from 'vitest';
import { readSelection, writeSelection } from './cart-selection';

function memoryStore() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

describe('cart selection storage', () => {
  it('round-trips the accessories and the coupon', () => {
    const store = memoryStore();
    writeSelection('0912', { selectedAccessories: [3, 1], couponCode: 'LINUX20' }, store);
    expect(readSelection('0912', store)).toEqual({ selectedAccessories: [3, 1], couponCode: 'LINUX20' });
  });

  it('keeps each visitor their own', () => {
    const store = memoryStore();
    writeSelection('0912', { selectedAccessories: [3], couponCode: 'LINUX20' }, store);
    expect(readSelection('0935', store)).toEqual({ selectedAccessories: [], couponCode: '' });
  });

  it('removes the entry when nothing is chosen', () => {
    const store = memoryStore();
    writeSelection('0912', { selectedAccessories: [1], couponCode: '' }, store);
    writeSelection('0912', { selectedAccessories: [], couponCode: '' }, store);
    expect(store.data.size).toBe(0);
  });

  it('reads garbage, wrong types and no storage as nothing chosen', () => {
    const store = memoryStore();
    store.setItem('fest.cart.selection:0912', '{not json');
    expect(readSelection('0912', store)).toEqual({ selectedAccessories: [], couponCode: '' });
    store.setItem('fest.cart.selection:0912', JSON.stringify({ selectedAccessories: [1, -2, 'x', 2.5, 4], couponCode: 7 }));
    expect(readSelection('0912', store)).toEqual({ selectedAccessories: [1, 4], couponCode: '' });
    expect(readSelection('0912', null)).toEqual({ selectedAccessories: [], couponCode: '' });
  });
});
