/**
 * Messages to people: the SMS outbox (outbox.ts) and the mail outbox (mail-outbox.ts), their workers
 * (worker.ts, mail-worker.ts), the one place that decides who hears by which channel and in which
 * language (notify.ts), and the messages people expect (purchase.ts, reminders.ts, attendee-message.ts).
 * Other modules queue messages in their own transactions through this face; the workers send them.
 */
export { queueCode, queueText, queueTexts, type QueuedText } from './outbox';
export { queueMails, type QueuedMail } from './mail-outbox';
export { notifyPeople, countReach, type Notice, type NotifyOptions, type NotifyReport } from './notify';
export { createMailSender } from './mail-sender';
export {
  drainMailOutbox,
  startMailWorker,
  mailBackoffSeconds,
  messageIdOf,
  MAIL_MAX_TRIES,
  type MailWorkerDeps,
  type MailDrainReport,
  type RenderAttachment,
} from './mail-worker';
export { queuePurchaseMessage, type Purchase } from './purchase';
export { queueReminders, REMINDER_WINDOW } from './reminders';
export {
  cancelledContent,
  givenCancelledContent,
  organisersContent,
  refundContent,
  seatGivenContent,
  sessionMovedContent,
  ticketsUrl,
  transferGivenContent,
  transferReceivedContent,
  type MailLanguage,
  type MailText,
  type MessageContent,
} from './texts';
export { messageAttendees, type AttendeeMessage, type Audience, type RecordedBroadcast } from './attendee-message';
export { createSender, type SmsSender } from './sender';
export { drainOutbox, startSmsWorker, backoffSeconds, MAX_TRIES, type WorkerDeps, type DrainReport } from './worker';
export { messagesAdminRoutes } from './admin-routes';
