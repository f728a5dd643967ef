import type { Mirror } from '../types';
import type { transfer as fa } from '../fa/transfer';

export const transfer: Mirror<typeof fa> = {
  action: 'Give to someone else',
  actionLabel: 'Give to someone else: {title}',
  tooLateShort: 'The deadline for giving this registration to someone else has passed.',
  bothTooLate: 'The deadline for cancelling or giving on this registration has passed.',

  dialogTitle: 'Give your registration to someone else',
  whatHappens: 'If you give “{title}” to another phone number:',
  ticketVoid: 'The ticket you hold stops working at once and will not be accepted at the door.',
  recipientTicket:
    'The recipient gets a text message with a new ticket. If the number has no account yet, one is made for it, and its owner sets a password with “Forgot password”.',
  moneyStays: 'The payment stays in your name, and any money ever returned from it comes back to you.',
  noUndo: 'The registration leaves your list, and only the recipient can give it on again.',
  deadline: 'You can give it on until {hours} hours before the start: until {date}, {time}.',
  deadlineAtStart: 'You can give it on until it starts: until {date}, {time}.',

  phoneLabel: 'Recipient’s mobile number',
  phoneHint: 'An Iranian mobile number, such as 09121234567.',
  phoneMissing: 'Enter the recipient’s mobile number.',
  phoneInvalid: 'This is not an Iranian mobile number; enter one such as 09121234567.',
  phoneRejected: 'This number was not accepted; enter another one.',
  alreadyRegistered: 'The owner of this number is already registered for this session.',
  timeClash: 'The owner of this number is registered for the workshop “{title}” at the same time; this registration cannot be given to them.',
  tooLate: 'The deadline for giving this registration on has passed.',
  next: 'Continue',
  keep: 'Keep it',

  confirmQuestion: 'Give “{title}” to {phone}?',
  confirmNote: 'Your ticket stops working at once, and you cannot undo this yourself.',
  confirm: 'Yes, give it',
  edit: 'Change the number',

  done: '“{title}” now belongs to {phone}. The recipient was sent a new ticket by text message, and your old ticket no longer works.',
};
