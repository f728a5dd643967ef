import type { Tag } from '@fest/contract';
import { useId, type ReactNode } from 'react';
import { t } from '@/shared/i18n';
import { local } from '@/shared/i18n/content';
import { Local } from '@/shared/ui/Local';
import { cx } from '@/shared/ui/cx';
import { CloseIcon, SearchIcon } from '@/shared/ui/icons';
import { inputClasses } from '@/shared/ui/TextField';
import { typeLabel } from '../presentation-format';
import type { ProgrammeFilters, ServiceType } from '../programme-filter';

interface FilterBarProps {
  filters: ProgrammeFilters;
  /** What is typed in the search box right now (the URL follows it a moment later). */
  query: string;
  types: ServiceType[];
  tags: Tag[];
  onQueryChange: (query: string) => void;
  onChange: (next: Partial<ProgrammeFilters>) => void;
}

/** Search, type and topic. Toggle buttons (aria-pressed) rather than selects: one tap on a phone. */
export function FilterBar({ filters, query, types, tags, onQueryChange, onChange }: FilterBarProps) {
  const searchId = useId();
  return (
    <section
      aria-label={t('programme.filtersLabel')}
      className="grid gap-4 rounded-[var(--radius-card)] bg-white p-4 shadow-[var(--shadow-card)] ring-1 ring-navy-100 sm:p-5 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-end lg:gap-x-8"
    >
      <form role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={searchId} className="mb-1.5 block text-sm font-semibold text-navy-800">
          {t('programme.searchLabel')}
        </label>
        <div className="relative">
          <SearchIcon className="pointer-events-none absolute inset-y-0 start-3.5 my-auto size-5 text-navy-400" />
          <input
            id={searchId}
            type="search"
            name="q"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t('programme.searchPlaceholder')}
            value={query}
            onChange={(event) => onQueryChange(event.target.value)}
            className={cx(inputClasses, 'ps-11 pe-11 [&::-webkit-search-cancel-button]:hidden')}
          />
          {query !== '' && (
            <button
              type="button"
              onClick={() => onQueryChange('')}
              aria-label={t('programme.clearSearch')}
              className="absolute inset-y-1.5 end-1.5 grid w-9 place-items-center rounded-lg text-navy-400 hover:bg-navy-50 hover:text-navy-800"
            >
              <CloseIcon />
            </button>
          )}
        </div>
      </form>

      {types.length > 1 && (
        <ChipGroup legend={t('programme.filterType')}>
          <Chip pressed={filters.type === null} onClick={() => onChange({ type: null })}>
            {t('programme.filterAll')}
          </Chip>
          {types.map((type) => (
            <Chip key={type} pressed={filters.type === type} onClick={() => onChange({ type: filters.type === type ? null : type })}>
              {typeLabel(type)}
            </Chip>
          ))}
        </ChipGroup>
      )}

      {tags.length > 0 && (
        <ChipGroup legend={t('programme.filterTag')} className="lg:col-span-2">
          <Chip pressed={filters.tag === null} onClick={() => onChange({ tag: null })}>
            {t('programme.filterAll')}
          </Chip>
          {tags.map((tag) => (
            <Chip key={tag.id} pressed={filters.tag === tag.id} onClick={() => onChange({ tag: filters.tag === tag.id ? null : tag.id })}>
              <span aria-hidden="true" className="size-2 rounded-full ring-1 ring-black/10" style={{ backgroundColor: tag.color }} />
              <Local value={local(tag, 'name')} />
            </Chip>
          ))}
        </ChipGroup>
      )}
    </section>
  );
}

/**
 * On a phone the chips scroll sideways in one row (eight topics would otherwise push the list
 * below the fold); on wider screens they wrap.
 */
function ChipGroup({ legend, className, children }: { legend: string; className?: string; children: ReactNode }) {
  return (
    <fieldset className={cx('min-w-0', className)}>
      <legend className="mb-2 text-sm font-semibold text-navy-800">{legend}</legend>
      <div className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0">
        {children}
      </div>
    </fieldset>
  );
}

function Chip({ pressed, onClick, children }: { pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cx(
        'inline-flex h-9 shrink-0 items-center gap-1.5 rounded-full px-3.5 text-sm font-medium whitespace-nowrap transition',
        pressed ? 'bg-navy-900 text-white shadow-sm' : 'bg-navy-50 text-navy-700 ring-1 ring-navy-100 hover:bg-navy-100',
      )}
    >
      {children}
    </button>
  );
}
