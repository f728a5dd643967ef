/**
 * The built-in mail sandbox: the default mail transport on a fresh machine. The worker "sends" through
 * sender.ts (nothing leaves the machine) and the outbox is its inbox, shown newest first at
 * /_sandbox/mail/ and as JSON at /_sandbox/mail/messages/?to=.
 */
export { mailSandboxRoutes } from './routes';
export { sandboxMail } from './sender';
