import { measureSms } from '@fest/contract';
import { formatNumber } from '@/shared/format';
import { t } from '@/shared/i18n';
import './messages';

/**
 * A message's length and SMS parts as the organiser types it ('۷۵ نویسه، ۲ پیامک'): the contract's
 * measure, which the server bills with, of the text as the server keeps it (trimmed).
 */
export function smsLengthHint(text: string): string {
  const { length, parts } = measureSms(text.trim());
  return t('admin.smsLength', { characters: formatNumber(length), parts: formatNumber(parts) });
}
