/**
 * Text messages: the SMS outbox (outbox.ts), its worker (worker.ts) and the messages people expect
 * (purchase.ts, reminders.ts, attendee-message.ts). Other modules queue messages in their own
 * transactions through this face; the worker sends them.
 */
export { queueCode, queueText, queueTexts, type QueuedText } from './outbox';
export { queuePurchaseMessage, type Purchase } from './purchase';
export { queueReminders, REMINDER_WINDOW } from './reminders';
export { cancelledText, givenCancelledText, refundText, seatGivenText, ticketsUrl, transferGivenText, transferReceivedText } from './texts';
export { messageAttendees, type AttendeeMessage, type Audience, type RecordedBroadcast } from './attendee-message';
export { createSender, type SmsSender } from './sender';
export { drainOutbox, startSmsWorker, backoffSeconds, MAX_TRIES, type WorkerDeps, type DrainReport } from './worker';
export { messagesAdminRoutes } from './admin-routes';
