import type { Mirror } from '../types';
import type { waitlist as fa } from '../fa/waitlist';

export const waitlist: Mirror<typeof fa> = {
  join: 'Join the waiting list',
  joinLogin: 'Log in to join the waiting list',
  joined: 'You joined the waiting list; you are number {position}.',
  left: 'You left the waiting list.',
  leave: 'Leave the waiting list',
  leaveLabel: 'Leave the waiting list of “{title}”',
  position: 'You are number {position} in line',
  waitingCount: '{count} waiting',
  hint: 'If a seat frees up, it is held for the next in line and you get a text message.',
  offerTitle: 'A seat is held for you',
  offerUntil: 'Pay by {time}; after that it passes to the next in line.',
  offerLeft: '{time} left',
  offerLeftLabel: 'Time left to pay',
  offerGoToCart: 'Pay in the cart',
  offerBadge: 'From the waiting list',
  sectionTitle: 'My waiting lists',
  sectionEmpty: 'You are not on any waiting list. When a workshop is full, you can join its waiting list on its page.',
  sectionFailed: 'Your waiting lists could not be loaded.',
};
