import { useAnyFailureShown } from '../failures-on-screen';
import { formatDate, formatTime } from '../format';
import { t } from '../i18n';
import { useSavedCopyTime } from '../offline-copy';
import { tehranDay } from '../tehran-time';

/**
 * "Offline, shown as of HH:MM": above every page while what it shows are saved copies (the
 * service worker answered from its cache). Same look as the tickets' offline note. Not above a page
 * that failed to load (shared/failures-on-screen.ts): its failure is the one message then.
 */
export function OfflineNote() {
  const savedAt = useSavedCopyTime();
  const failed = useAnyFailureShown();
  if (!savedAt || failed) return null;
  const time = formatTime(savedAt);
  const text = tehranDay(savedAt) === tehranDay(new Date()) ? t('offline.savedAt', { time }) : t('offline.savedAtDay', { date: formatDate(savedAt), time });
  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 sm:px-6">
      <p role="status" data-testid="offline-note" className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-800 ring-1 ring-amber-200">
        {text}
      </p>
    </div>
  );
}
