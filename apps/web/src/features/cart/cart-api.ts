import type { Accessory, AddParticipationResult, CartItem, CouponStatus, PayAllBody, PaymentStart, Presentation } from '@fest/contract';
import { http } from '@/shared/http';

// Types only: a value import from the contract would pull zod into the bundle.
export type { Accessory, CartItem, CouponStatus, PaymentStart, Presentation };

export async function getCart(): Promise<CartItem[]> {
  const { data } = await http.get<CartItem[]>('/api/presentations/cart/');
  return data;
}

/** Takes the presentation id; answers the new cart item's id. */
export async function postParticipation(presentationId: number): Promise<AddParticipationResult> {
  const { data } = await http.post<AddParticipationResult>(`/api/presentations/${presentationId}/add_participation/`);
  return data;
}

/** Takes the cart item id (CartItem.id), not the presentation id (contract "Cart"). */
export async function deleteParticipation(cartItemId: number): Promise<void> {
  await http.delete(`/api/presentations/${cartItemId}/remove_participation/`);
}

export async function getAccessories(): Promise<Accessory[]> {
  const { data } = await http.get<Accessory[]>('/api/accessory/');
  return data;
}

export async function getCouponStatus(code: string): Promise<CouponStatus> {
  const { data } = await http.get<CouponStatus>(`/api/coupon/${encodeURIComponent(code)}/`);
  return data;
}

/** What pay_all answered: where to pay, or (204) that everything was free and is already completed. */
export type PayAllOutcome = { kind: 'redirect'; start: PaymentStart } | { kind: 'completed' };

export async function postPayAll(body: PayAllBody): Promise<PayAllOutcome> {
  const response = await http.post<PaymentStart | ''>('/api/payments/pay_all/', body);
  if (response.status === 204 || !response.data) return { kind: 'completed' };
  return { kind: 'redirect', start: response.data };
}
