import { t } from '../i18n';
import { usePageMeta } from '../page-meta';
import { StatusPage } from './StatusPage';

/** An archive address naming no edition (/archive/{slug}/ with an unknown slug). */
export function EditionNotFound() {
  usePageMeta({ title: t('archive.notFoundTitle'), description: t('pages.notFoundDescription') });
  return <StatusPage status={404} title={t('archive.notFoundTitle')} text={t('common.notFoundText')} back={{ to: '/archive', label: t('common.navArchive') }} />;
}
