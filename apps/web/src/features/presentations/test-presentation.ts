import type { Presentation } from '@fest/contract';

/** A complete, valid presentation for unit tests; override what the test is about. */
export function makePresentation(overrides: Partial<Presentation> = {}): Presentation {
  return {
    id: 1,
    service_type: 'WORKSHOP',
    fa_title: 'کارگاه داکر: از صفر تا استقرار',
    en_title: 'Docker Workshop: Zero to Deployment',
    fa_description: '<p>توضیح</p>',
    en_description: '<p>Description</p>',
    start: '2027-02-15T11:00:00.000Z',
    end: '2027-02-15T14:00:00.000Z',
    capacity: 30,
    remained_capacity: 12,
    cost: 350000,
    is_registration_active: true,
    presentation_link: '',
    presenters: [{ id: 4, first_name: 'علی', last_name: 'رضایی', description: '', en_first_name: '', en_last_name: '', en_description: '', avatar: null, linkedin: null }],
    tags: [{ id: 6, name: 'کانتینر', en_name: '', color: '#0ea5e9' }],
    morkopoloyor: '',
    room: '',
    en_room: '',
    waiting: 0,
    edition: '1405',
    slides_url: null,
    recording_url: null,
    ...overrides,
  };
}
