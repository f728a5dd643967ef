import type { SmsReceipt } from '../../gateways/sms/provider';

/**
 * The built-in SMS sandbox as a provider: it accepts every message, and the message it "delivers" is
 * the outbox row itself, which the sandbox's page and JSON show (routes.ts). Nothing leaves the machine.
 */
export const sandboxSms = {
  name: 'sandbox' as const,
  async sendText(phone: string): Promise<SmsReceipt> {
    return { providerMessageId: `sandbox-${phone}-${Date.now()}` };
  },
  async sendCode(phone: string): Promise<SmsReceipt> {
    return { providerMessageId: `sandbox-${phone}-${Date.now()}` };
  },
};
