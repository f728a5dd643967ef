import type { Accessory } from '@/shared/api/accessory';
import type { CartItem } from '@/shared/api/cart';
import type { CouponStatus } from '@/shared/api/coupon';
import type { Presentation } from '@/shared/api/presentations';

/** Builders for the cart's unit tests: only the fields the arithmetic reads matter. */
export function presentation(id: number, cost: number, extra: Partial<Presentation> = {}): Presentation {
  return {
    id,
    service_type: 'WORKSHOP',
    fa_title: `کارگاه ${id}`,
    en_title: `Workshop ${id}`,
    fa_description: '',
    en_description: '',
    start: '2027-02-15T07:00:00.000Z',
    end: '2027-02-15T09:00:00.000Z',
    capacity: 30,
    remained_capacity: 30,
    cost,
    is_registration_active: true,
    presentation_link: '',
    presenters: [],
    tags: [],
    morkopoloyor: '',
    room: '',
    en_room: '',
    waiting: 0,
    edition: '1405',
    slides_url: null,
    recording_url: null,
    ...extra,
  };
}

export function item(id: number, cost: number, state: CartItem['payment_state'] = 'PENDING', presentationId = 100 + id): CartItem {
  return { id, presentation: presentation(presentationId, cost), payment_state: state, service_type: 'WORKSHOP', ticket: null, checked_in_at: null, offer_expires_at: null };
}

export function accessory(id: number, price: number): Accessory {
  return { id, name: `قلم ${id}`, description: '', en_name: '', en_description: '', price, img: null, is_active: true };
}

export function coupon(percentage: number, eligible: number[] = [], isValid = true): CouponStatus {
  return { is_valid: isValid, percentage, eligible_presentations: eligible };
}
