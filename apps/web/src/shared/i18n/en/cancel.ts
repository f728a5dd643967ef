import type { Mirror } from '../types';
import type { cancel as fa } from '../fa/cancel';

export const cancel: Mirror<typeof fa> = {
  action: 'Cancel registration',
  actionLabel: 'Cancel registration: {title}',
  tooLateShort: 'The deadline for cancelling this registration has passed.',

  dialogTitle: 'Cancel registration',
  whatHappens: 'If you cancel “{title}”:',
  seatFreed: 'Your seat is freed and offered to the next person on the waiting list, if there is one.',
  ticketVoid: 'Your ticket stops working at once and will not be accepted at the door.',
  noUndo: 'This cannot be undone: to attend after all you would have to register and pay again, if a seat is left.',
  moneyHeading: 'What you paid',
  moneyCard: 'If you bought it within the last {minutes} minutes and it was the only item of that payment, it goes back to the same card automatically.',
  moneyTransfer: 'Otherwise the organisers transfer it to the Sheba number you give here, and you get a text message once it is paid.',
  moneyTransferOnly: 'The organisers transfer it to the Sheba number you give here, and you get a text message once it is paid.',
  moneyFee: 'The festival keeps {percent} of it as a cancellation fee.',
  moneyFeeMaybe: 'If the festival charges a cancellation fee, it is taken off.',
  moneyFree: 'This registration is free: there is no money to return.',
  deadline: 'You can cancel until {hours} hours before the start: until {date}, {time}.',

  ibanLabel: 'Sheba number (IBAN)',
  ibanHint: 'The {digits} digits after IR, from your bank card or banking app. Not needed if the money goes back to your card.',
  ibanLength: 'A Sheba number has {digits} digits after IR; you typed {count}.',
  ibanLetters: 'Type only digits after IR.',
  ibanCheck: 'This Sheba number is not valid; compare the digits with your bank card or banking app again.',
  ibanRejected: 'Enter your Sheba number so that the money can be returned.',

  confirm: 'Cancel registration',
  keep: 'Keep it',
  refused:
    'The bank did not return the money to your card, and the registration was not cancelled. Enter your Sheba number and press “Cancel registration” again to have it transferred to your account.',

  doneTransfer: '“{title}” is cancelled. {amount} will be transferred to Sheba {iban}; you will get a text message once it is paid.',
  doneCard: '“{title}” is cancelled, and {amount} went back to the card you paid with.',
  doneNothing: '“{title}” is cancelled. There was no money to return.',
  waitingBank:
    'The bank was asked to return {amount} to your card but has not answered yet. “{title}” will be cancelled once it does; until then your ticket stays valid.',
  noticeClose: 'Close the message',
};
