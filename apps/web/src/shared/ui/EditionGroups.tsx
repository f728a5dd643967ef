import { Fragment, type ReactNode } from 'react';
import { t } from '@/shared/i18n';
import { groupsNeedHeadings, type EditionGroup } from '@/shared/edition-groups';
import { Badge } from './Badge';

/**
 * A visitor's things of several editions, each edition under its own heading, newest first
 * (shared/edition-groups.ts). When everything is of the current edition, no heading: the page reads
 * as it always did. `children` draws one group and is told the level its items' headings take.
 */
export function EditionGroups<T>({ groups, children }: { groups: EditionGroup<T>[]; children: (group: EditionGroup<T>, headingLevel: 'h2' | 'h3') => ReactNode }) {
  if (!groupsNeedHeadings(groups)) return groups.map((group) => <Fragment key={group.slug}>{children(group, 'h2')}</Fragment>);
  return (
    <div className="grid gap-8">
      {groups.map((group) => (
        <section key={group.slug} aria-labelledby={`edition-${group.slug}`} data-edition={group.slug}>
          <h2 id={`edition-${group.slug}`} className="mb-3 flex flex-wrap items-center gap-2 text-lg font-extrabold text-navy-950">
            {group.name}
            {group.current && <Badge tone="accent">{t('common.currentEdition')}</Badge>}
          </h2>
          {children(group, 'h3')}
        </section>
      ))}
    </div>
  );
}
