import { Fragment } from 'react';
import type { PresenterBase } from '@fest/contract';
import { t } from '../i18n';
import { localName } from '../i18n/content';
import { Local } from './Local';

/**
 * The presenters' names listed as presenterNames lists them, each name its own element: on the
 * English site a name that exists only in Persian is marked as Persian, the English around it not.
 */
export function PresenterNames({ presenters }: { presenters: readonly PresenterBase[] }) {
  return (
    <>
      {presenters.map((person, i) => (
        <Fragment key={person.id}>
          {i > 0 && (i === presenters.length - 1 ? t('programme.listLastSeparator') : t('programme.listSeparator'))}
          <Local value={localName(person)} />
        </Fragment>
      ))}
    </>
  );
}
