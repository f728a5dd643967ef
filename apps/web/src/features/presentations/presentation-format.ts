import type { Presentation, PresenterBase } from '@fest/contract';
import { formatNumber, formatTime } from '@/shared/format';
import { t } from '@/shared/i18n';
import { localName } from '@/shared/i18n/content';
import type { ServiceType } from './programme-filter';

export function typeLabel(type: ServiceType): string {
  return t(`programme.type${type}`);
}

type Named = Pick<PresenterBase, 'first_name' | 'last_name'> & Partial<Pick<PresenterBase, 'en_first_name' | 'en_last_name'>>;

/** A presenter's name in the language shown (the English one when set, shared/i18n/content.ts). */
export function fullName(person: Named): string {
  return localName(person).text;
}

/** ['الف', 'ب', 'پ'] -> 'الف، ب و پ' (the Persian way of listing). */
export function joinNames(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(t('programme.listSeparator'))}${t('programme.listLastSeparator')}${names[names.length - 1]}`;
}

export function presenterNames(presentation: Pick<Presentation, 'presenters'>): string {
  return joinNames(presentation.presenters.map(fullName));
}

/** '۱۰:۰۰ تا ۱۳:۰۰' in Tehran time. */
export function timeRange(presentation: Pick<Presentation, 'start' | 'end'>): string {
  return t('programme.timeRange', { start: formatTime(presentation.start), end: formatTime(presentation.end) });
}

/** 180 -> '۳ ساعت', 90 -> '۱ ساعت و ۳۰ دقیقه', 45 -> '۴۵ دقیقه'. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('programme.durationMinutes', { minutes: formatNumber(rest) });
  if (rest === 0) return t('programme.durationHours', { hours: formatNumber(hours) });
  return t('programme.durationHoursMinutes', { hours: formatNumber(hours), minutes: formatNumber(rest) });
}
