/**
 * The built-in SMS sandbox: the default SMS provider on a fresh machine. The worker "sends" through
 * sender.ts (nothing leaves the machine) and the outbox is its inbox, shown newest first at
 * /_sandbox/sms/ and as JSON at /_sandbox/sms/messages/?phone=.
 */
export { smsSandboxRoutes } from './routes';
export { sandboxSms } from './sender';
