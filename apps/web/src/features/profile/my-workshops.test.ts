import { describe, expect, it } from 'vitest';
import type { CartItem } from '@fest/contract';
import { completedByStart, toCalendarEvent } from './my-workshops';

function item(id: number, start: string, state: CartItem['payment_state'], link = ''): CartItem {
  return {
    id,
    payment_state: state,
    service_type: 'WORKSHOP',
    ticket: null,
    checked_in_at: null,
    offer_expires_at: null,
    presentation: {
      id: 100 + id,
      service_type: 'WORKSHOP',
      fa_title: `کارگاه ${id}`,
      en_title: '',
      fa_description: '<p>داکر <b>از صفر</b></p>',
      en_description: '',
      start,
      end: start,
      capacity: 1,
      remained_capacity: 1,
      cost: 0,
      is_registration_active: true,
      presentation_link: link,
      presenters: [{ id: 1, first_name: 'مریم', last_name: 'کاظمی', description: '', en_first_name: '', en_last_name: '', en_description: '', avatar: null, linkedin: null }],
      tags: [],
      morkopoloyor: '',
      room: '',
      en_room: '',
      waiting: 0,
      edition: '1405',
      slides_url: null,
      recording_url: null,
    },
  };
}

describe('completedByStart', () => {
  it('keeps the COMPLETED registrations, soonest first', () => {
    const items = [item(1, '2027-02-16T05:30:00Z', 'COMPLETED'), item(2, '2027-02-15T05:30:00Z', 'PENDING'), item(3, '2027-02-15T07:00:00Z', 'COMPLETED')];
    expect(completedByStart(items).map((i) => i.id)).toEqual([3, 1]);
  });
});

describe('toCalendarEvent', () => {
  it('carries the title, times, presenters, plain-text description and the online link', () => {
    const event = toCalendarEvent(item(4, '2027-02-16T12:30:00Z', 'COMPLETED', 'https://meet.example/x'));
    expect(event).toMatchObject({ uid: 'presentation-104', title: 'کارگاه 4', start: '2027-02-16T12:30:00Z', url: 'https://meet.example/x' });
    expect(event.description).toContain('مریم کاظمی');
    expect(event.description).toContain('داکر از صفر');
    expect(event.description).not.toContain('<');
  });
  it('has no location or URL without an online link', () => {
    const event = toCalendarEvent(item(5, '2027-02-16T12:30:00Z', 'COMPLETED'));
    expect(event.location).toBeUndefined();
    expect(event.url).toBeUndefined();
  });
});
