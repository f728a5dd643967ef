import type { AdminPaymentDetail, Refund } from '@/shared/api/admin-payments';

/**
 * For tests only: an organiser's view of a paid order, contract-shaped, that a test changes where it
 * matters. Two workshops (cart items 11 and 12, at 200 000 and 100 000) and a mug (accessory 3, at
 * 50 000), with a 25 % coupon on the whole order: 262 500 paid.
 */
export function testPayment(extra: Partial<AdminPaymentDetail> = {}): AdminPaymentDetail {
  const item = (id: number, presentationId: number, title: string, cost: number) => ({
    id,
    payment_state: 'COMPLETED' as const,
    service_type: 'WORKSHOP' as const,
    ticket: null,
    checked_in_at: null,
    offer_expires_at: null,
    presentation: {
      id: presentationId,
      service_type: 'WORKSHOP' as const,
      fa_title: title,
      en_title: '',
      fa_description: '',
      en_description: '',
      start: '2027-04-30T06:30:00.000Z',
      end: '2027-04-30T09:00:00.000Z',
      capacity: 10,
      remained_capacity: 9,
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
    },
  });
  return {
    id: 42,
    total_price: 262_500,
    payment_state: 'COMPLETED',
    authority: 'A00000000000000000000000000000000042',
    pay_link: '',
    ref_id: 123456,
    card_pan: '502229******5995',
    created_date: '2026-11-20T10:00:00.000Z',
    verified_date: '2026-11-20T10:05:00.000Z',
    coupon: 'FEST25',
    is_competition_payment: false,
    participations: [item(11, 5, 'کارگاه گیت', 200_000), item(12, 6, 'کارگاه داکر', 100_000)],
    accessories: [{ id: 3, name: 'ماگ جشنواره', description: '', en_name: '', en_description: '', price: 50_000, img: null, is_active: true }],
    refunded_amount: 0,
    edition: '1405',
    receipt_url: null,
    invoice_details: null,
    invoice: null,
    kind: 'online',
    door_method: null,
    subtotal: 350_000,
    discount: 87_500,
    user: { id: 7, phone_number: '09120000002', first_name: 'سارا', last_name: 'احمدی' },
    refunded_at: null,
    refund_method: null,
    refund_note: null,
    history: [],
    refunds: [],
    ...extra,
  };
}

export function testRefund(extra: Partial<Refund> = {}): Refund {
  return {
    id: 1,
    payment: 42,
    method: 'manual',
    amount: 37_500,
    state: 'DONE',
    participations: [],
    accessories: [3],
    note: 'کارت به کارت، پیگیری ۹۸۷',
    actor: { id: 1, phone_number: '09120000001' },
    created_at: '2026-11-20T11:00:00.000Z',
    done_at: '2026-11-20T11:00:00.000Z',
    gateway_code: null,
    iban: null,
    ...extra,
  };
}
