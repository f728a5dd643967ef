import type { Mirror } from '../types';
import type { tickets as fa } from '../fa/tickets';

export const tickets: Mirror<typeof fa> = {
  show: 'Show ticket',
  hide: 'Hide ticket',
  qrLabel: 'QR code of the ticket for “{title}”',
  codeLabel: 'Ticket code',
  codeHint: 'If it does not scan, read this code to the door volunteer.',
  session: 'Session',
  attendee: 'Attendee',
  place: 'Place',
  placeUnknown: 'To be announced',
  when: 'When',
  qrLoading: 'Drawing the QR code…',
  qrFailed: 'The QR code could not be drawn; show the ticket code at the door.',
  printAll: 'Print all tickets',
  printTitle: 'My tickets',
  printSubtitle: 'Show each ticket at the door of its session.',
  printButton: 'Print',
  printBack: 'Back to my workshops',
  printEmpty: 'You have no tickets yet.',
  offlineCopy: 'No connection: showing the last saved copy of your tickets.',
  competitionTitle: 'Capture the Flag competition: registered',
  competitionHint: 'This registration has no QR code: on the day, give your name and mobile number at the registration desk to get your login for the competition system.',
  checkedIn: 'Checked in',
};
