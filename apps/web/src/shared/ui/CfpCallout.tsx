import { useGetCfpQuery } from '../api/cfp';
import { t } from '../i18n';
import { ButtonLink } from './Button';

/**
 * One line on the programme while the current edition's call for proposals is open, with the way to
 * the proposal form. Nothing until the call is known (the server draws the page without it, so the
 * first paint and the browser's agree) and nothing while it is closed.
 */
export function CfpCallout() {
  const { data } = useGetCfpQuery();
  if (!data?.is_open) return null;
  return (
    <aside className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-accent-50 px-4 py-3 text-sm leading-6 text-navy-900 ring-1 ring-accent-200">
      <p className="font-medium">{t('common.cfpCallout')}</p>
      <ButtonLink to="/proposals/new" variant="accent" size="sm">
        {t('common.cfpCalloutAction')}
      </ButtonLink>
    </aside>
  );
}
