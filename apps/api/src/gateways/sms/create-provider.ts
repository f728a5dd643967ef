import { KavenegarClient } from './kavenegar';
import type { SmsProvider, SmsProviderName } from './provider';
import { SmsIrClient } from './smsir';

/**
 * The real provider a setting names, from plain values (the settings plugin maps SMS_PROVIDER,
 * SMS_API_KEY and the sender line onto these). The built-in sandbox is not here: it stores messages
 * in the database instead of calling anyone.
 */
export interface SmsProviderConfig {
  provider: SmsProviderName;
  apiKey: string;
  /** Kavenegar's sender line or SMS.ir's line number. */
  sender?: string;
  timeoutMs?: number;
  /** Tests and staging proxies only; each client knows its provider's address. */
  baseUrl?: string;
  /** SMS.ir only: the template parameter that receives the code (default `Code`). */
  codeParameter?: string;
}

export function createSmsProvider(config: SmsProviderConfig): SmsProvider {
  const { apiKey, sender, timeoutMs, baseUrl } = config;
  switch (config.provider) {
    case 'kavenegar':
      return new KavenegarClient({ apiKey, sender, timeoutMs, baseUrl });
    case 'smsir':
      return new SmsIrClient({ apiKey, lineNumber: sender, timeoutMs, baseUrl, codeParameter: config.codeParameter });
  }
}
