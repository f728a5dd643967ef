import type { Mirror } from '../types';
import type { pages as fa } from '../fa/pages';

export const pages: Mirror<typeof fa> = {
  loginTitle: 'Log in',
  loginDescription: 'Log in to your Linux Festival account to buy workshop tickets and see your registrations.',
  signupTitle: 'Sign up',
  signupDescription: 'Create a Linux Festival account with your mobile number.',
  contestTitle: 'Contest',
  contestDescription: 'The Linux Festival capture-the-flag contest: challenge categories, rules, the contest day and registration.',
  paymentTitle: 'Payment status',
  paymentDescription: 'The result of your payment at the bank.',
  profileEditTitle: 'Edit profile',
  profilePasswordTitle: 'Change password',
  profileWorkshopsTitle: 'My workshops',
  profileBillingTitle: 'Billing',
  cartTitle: 'Cart',
  checkoutTitle: 'Checkout',
  profileDescription: 'Your Linux Festival account.',
  notFoundTitle: 'Page not found',
  notFoundDescription: 'The address you opened does not exist on the Linux Festival site.',
  comingSoonTitle: 'Coming soon',
};
