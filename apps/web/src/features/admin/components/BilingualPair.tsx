import type { ReactNode } from 'react';
import { t } from '@/shared/i18n';
import '../messages';

/**
 * A Persian field and its English twin (contract "Content in two languages"): side by side on a wide
 * screen, the Persian first (at the start, so on the right), stacked on a phone.
 */
export function BilingualPair({ children }: { children: ReactNode }) {
  return <div className="grid gap-4 sm:grid-cols-2">{children}</div>;
}

/** What a Persian input carries: right to left even in the English console. */
export const persianInput = { dir: 'rtl', lang: 'fa' } as const;

/** What an English input carries: typed left to right and marked as English, whatever the console's language. */
export const englishInput = { dir: 'ltr', lang: 'en' } as const;

/** The label of a field's English twin: 'پرسش (انگلیسی)', 'Question in English'. */
export const englishLabel = (label: string) => t('admin.inEnglish', { label });
