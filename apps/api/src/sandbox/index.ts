import type { Settings } from '../config/settings';
import { gatewayLocation } from '../gateways/zarinpal';
import { sandboxAllowed } from './zarinpal/api';

/** A built-in imitation of a third party that answers instead of the real one. */
export type SandboxName = 'payment' | 'sms' | 'mail';

/**
 * The sandboxes this server runs on (its payments, text messages or e-mails go to an imitation
 * where nothing is real). Production shows a demo ribbon on every page while any is on; each sandbox
 * adds its own line here.
 */
export function activeSandboxes(settings: Settings): SandboxName[] {
  const active: SandboxName[] = [];
  if (sandboxAllowed(settings) && gatewayLocation(settings).builtIn) active.push('payment');
  if (settings.SMS_PROVIDER === 'sandbox') active.push('sms');
  if (settings.SMTP_URL === 'sandbox') active.push('mail');
  return active;
}
