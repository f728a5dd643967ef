import { useEffect, useRef } from 'react';
import { formatSum, formatTime } from '@/shared/format';
import { t } from '@/shared/i18n';
import type { ScanResult } from '../use-door';
import '../messages';

// Dark text on amber, white on green and red: each readable in a bright hall.
const tone = {
  ok: 'bg-green-700 text-white',
  already: 'bg-amber-400 text-black',
  wrong: 'bg-red-700 text-white',
  'not-found': 'bg-red-700 text-white',
  failed: 'bg-red-700 text-white',
  full: 'bg-red-700 text-white',
} as const;
const verdict = { ok: 'ok', already: 'already', wrong: 'refused', 'not-found': 'refused', failed: 'refused', full: 'refused' } as const;
const methodLabel = { CASH: 'door.methodCash', CARD: 'door.methodCard', FREE: 'door.methodFree' } as const;

/**
 * The answer to a scan, over the whole screen: green (in), amber (already in), red (refused), the
 * attendee's name large enough to read at arm's length. A tap, a key or the next scan closes it.
 */
export function ResultOverlay({ result, onClose }: { result: ScanResult; onClose: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus(), [result]);

  let title: string;
  let name = '';
  let detail: string;
  switch (result.kind) {
    case 'ok':
      title = t('door.okTitle');
      name = result.name;
      detail = result.offline ? t('door.okOffline') : '';
      if (result.sale) {
        const { amount, method, otherName } = result.sale;
        // The sum and its unit on one line (a no-break space), read at arm's length.
        const sum = formatSum(amount).replace(/ /g, '\u00a0');
        detail = method === 'FREE' ? t('door.okSoldFree') : t('door.okSold', { amount: sum, method: t(methodLabel[method]) });
        if (otherName) detail += `\n${t('door.okAccountName')}`;
      }
      break;
    case 'already':
      title = t('door.alreadyTitle');
      name = result.name;
      detail = t('door.alreadyDetail', {
        time: formatTime(result.checkedInAt),
        by: result.by ? t('door.alreadyBy', { name: result.by }) : '',
      });
      break;
    case 'wrong':
      title = t('door.wrongTitle');
      name = '';
      detail = t('door.wrongDetail', { title: result.title });
      break;
    case 'full':
      title = t('door.fullTitle');
      detail = t('door.fullDetail');
      break;
    case 'not-found':
      title = t('door.notFoundTitle');
      detail = result.offline ? t('door.unknownOfflineDetail') : t('door.notFoundDetail');
      break;
    default:
      title = t('door.failedTitle');
      detail = t('door.failedDetail');
  }

  return (
    <div role="alertdialog" aria-live="assertive" aria-label={title} className={`fixed inset-0 z-50 ${tone[result.kind]}`} data-testid="door-result" data-result={verdict[result.kind]} data-kind={result.kind}>
      <button ref={button} type="button" onClick={onClose} className="flex size-full flex-col items-center justify-center gap-6 p-6 text-center">
        <span className="text-3xl font-extrabold sm:text-4xl">{title}</span>
        {name && (
          <span className="text-5xl font-black leading-tight sm:text-7xl" data-testid="door-result-name">
            {name}
          </span>
        )}
        {detail && <span className="max-w-xl whitespace-pre-line text-2xl font-semibold leading-relaxed">{detail}</span>}
        <span className="mt-6 text-base opacity-80">{t('door.tapToContinue')}</span>
      </button>
    </div>
  );
}
