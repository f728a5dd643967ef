import { t } from '@/shared/i18n';
import { cx } from '@/shared/ui/cx';
import { chooseListView, type ListView } from '../use-list-view';

const views: ListView[] = ['compact', 'cards'];
const labels = { compact: 'programme.viewCompact', cards: 'programme.viewCards' } as const;

/** Cards or the compact list: two toggle buttons (aria-pressed), the choice kept in this browser. */
export function ListViewSwitch({ view }: { view: ListView }) {
  return (
    <div role="group" aria-label={t('programme.viewLabel')} className="inline-flex shrink-0 rounded-xl bg-navy-50 p-1 ring-1 ring-navy-100">
      {views.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={view === option}
          onClick={() => chooseListView(option)}
          className={cx(
            'rounded-lg px-3 py-1.5 text-sm font-semibold whitespace-nowrap transition',
            view === option ? 'bg-white text-navy-950 shadow-sm ring-1 ring-navy-200' : 'text-navy-600 hover:text-navy-900',
          )}
        >
          {t(labels[option])}
        </button>
      ))}
    </div>
  );
}
