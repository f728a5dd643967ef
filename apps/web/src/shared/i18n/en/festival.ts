import type { Mirror } from '../types';
import type { festival as fa } from '../fa/festival';

export const festival: Mirror<typeof fa> = {
  factsHeading: 'Where and when',
  factsSubtitle: 'The address, the dates and how to reach the organisers.',
  dates: 'Dates',
  venue: 'Venue',
  address: 'Address',
  openMap: 'See it on a map',
  openMapLabel: 'See the venue on a map (opens a new window)',
  contestDate: 'Contest time',
  email: 'E-mail',
  phone: 'Phone',
  contact: 'Contact us',
  room: 'Room',
  location: 'Where',
  dayAtTime: '{date}, {time}',
  contestWhen: 'The contest takes place on {date} at {venue}.',
  contestWhenNoVenue: 'The contest takes place on {date}.',
};
