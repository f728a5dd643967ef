import { editionPath, useEdition } from '@/shared/edition';
import type { PresenterBase } from '@fest/contract';
import { Link } from 'react-router';
import { t } from '@/shared/i18n';
import { ArrowIcon } from '@/shared/ui/icons';
import { PersonAvatar } from '@/shared/ui/PersonAvatar';
import { RichText } from '@/shared/ui/RichText';
import { localName, persianMark, pickLocal } from '@/shared/i18n/content';

/** Where a presenter's entry on the presenters page is: /presenters#presenter-<id>. */
export const presenterAnchor = (id: number) => `presenter-${id}`;

export function PresenterSummary({ presenter }: { presenter: PresenterBase }) {
  const edition = useEdition();
  const shown = localName(presenter);
  const name = shown.text;
  const bio = pickLocal(presenter.description, presenter.en_description);
  return (
    <article className="flex gap-4 rounded-2xl bg-navy-50/60 p-4 ring-1 ring-navy-100 sm:p-5">
      <PersonAvatar name={name} src={presenter.avatar} size="lg" />
      <div className="min-w-0 flex-1">
        <h3 className="text-base font-bold text-navy-950" {...persianMark(shown)}>
          {name}
        </h3>
        {bio.text && (
          // The bio is HTML the server sanitised (docs/api.md#catalogue); RichText renders it.
          <RichText html={bio.text} className="mt-1 line-clamp-4 text-sm leading-7" {...persianMark(bio)} />
        )}
        <Link
          to={editionPath(edition, `/presenters#${presenterAnchor(presenter.id)}`)}
          className="mt-2 inline-flex items-center gap-1.5 text-sm font-semibold text-navy-700 underline-offset-4 hover:text-navy-950 hover:underline"
        >
          {t('programme.aboutPresenter', { name })}
          <ArrowIcon />
        </Link>
      </div>
    </article>
  );
}
