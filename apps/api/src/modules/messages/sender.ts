import type { Settings } from '../../config/settings';
import { createSmsProvider } from '../../gateways/sms/create-provider';
import type { SmsReceipt, SmsSendOptions } from '../../gateways/sms/provider';
import { sandboxSms } from '../../sandbox/sms/sender';

/** What the worker sends through: a real provider (gateways/sms) or the built-in sandbox. */
export interface SmsSender {
  readonly name: string;
  sendText(phone: string, text: string, options?: SmsSendOptions): Promise<SmsReceipt>;
  sendCode(phone: string, code: string, template: string, options?: SmsSendOptions): Promise<SmsReceipt>;
  /** SmsProvider.findSent: whether a text went under our id, where the provider can tell. */
  findSent?(localId: string, options?: SmsSendOptions): Promise<SmsReceipt | null>;
}

export type SenderSettings = Pick<Settings, 'SMS_PROVIDER' | 'SMS_API_KEY' | 'SMS_SENDER' | 'SMS_BASE_URL'>;

/** The sender SMS_PROVIDER names (settings.ts has already checked that a real one has its key). */
export function createSender(settings: SenderSettings): SmsSender {
  if (settings.SMS_PROVIDER === 'sandbox') return sandboxSms;
  return createSmsProvider({
    provider: settings.SMS_PROVIDER,
    apiKey: settings.SMS_API_KEY ?? '',
    sender: settings.SMS_SENDER,
    baseUrl: settings.SMS_BASE_URL,
  });
}
